import type { ClientFile } from '../../../api/v2/types/common';
import { signatureIdsByCategory } from './contracts';

const file = (id: number, fileCategoryId: string): ClientFile =>
  ({ id, fileCategoryId, fileUrl: `/f/${id}`, name: `${id}.png`, contentType: 'image/png' }) as ClientFile;

describe('signatureIdsByCategory', () => {
  it('names the newest signature of each contract slot and nothing else', () => {
    const files = [file(1, '4'), file(2, '18'), file(3, '18'), file(4, '22'), file(5, '16')];
    expect(signatureIdsByCategory(files)).toEqual({ '18': 3, '22': 4 });
  });

  it('is empty before anything was signed', () => {
    expect(signatureIdsByCategory([file(1, '14')])).toEqual({});
  });
});
