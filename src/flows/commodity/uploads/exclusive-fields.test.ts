import type { ClientFile } from '../../../api/v2/types/common';
import { withExclusiveUploadCleared } from './exclusive-fields';
import { removedFiles } from './removed-files';

const IMEI = '/api/v2/files/1?s=a';
const SERIAL = '/api/v2/files/2?s=b';

describe('withExclusiveUploadCleared', () => {
  it('empties the serial-number picture when an IMEI picture lands, and vice versa', () => {
    const before = { productName: '手機' as const, productsModelId: SERIAL };
    expect(withExclusiveUploadCleared(before, { ...before, productsModelImei: IMEI })).toEqual({
      productName: '手機',
      productsModelImei: IMEI,
    });
    const phone = { productName: '筆電電腦' as const, productsModelImei: IMEI };
    expect(withExclusiveUploadCleared(phone, { ...phone, productsModelId: SERIAL })).toEqual({
      productName: '筆電電腦',
      productsModelId: SERIAL,
    });
  });

  it('leaves the other picture alone when nothing new landed in either field', () => {
    const both = { productsModelImei: IMEI, productsModelId: SERIAL };
    const next = { ...both, productModelNo: 'iPhone 16' };
    expect(withExclusiveUploadCleared(both, next)).toBe(next);
  });
});

const file = (id: number, fileUrl: string, fileCategoryId: string): ClientFile => ({
  id,
  fileUrl,
  fileCategoryId,
  name: 'x.jpg',
  contentType: 'image/jpeg',
  size: 1,
  thumbnailUrl: fileUrl,
});

describe('removedFiles', () => {
  it('finds the stored files whose URLs the member removed from an upload field', () => {
    const photos = [file(5, '/f/5', '16'), file(6, '/f/6', '16')];
    const removed = removedFiles({ productsImgs: ['/f/5', '/f/6'] }, { productsImgs: ['/f/6'] }, photos);
    expect(removed.map((f) => f.id)).toEqual([5]);
  });

  it('does not delete a file the server already replaced (it has left the store)', () => {
    const stored = [file(9, '/f/9', '4')];
    expect(
      removedFiles({ selfieWithCertificate: '/f/8' }, { selfieWithCertificate: '/f/9' }, stored),
    ).toEqual([]);
  });
});
