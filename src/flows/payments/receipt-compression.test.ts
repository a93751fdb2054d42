import imageCompression from 'browser-image-compression';
import { COMPRESS_ABOVE_BYTES, compressReceipt } from './receipt-compression';

jest.mock('browser-image-compression', () => jest.fn());
const compress = jest.mocked(imageCompression);

const fileOf = (size: number, type: string, name = 'receipt.png') =>
  new File([new Uint8Array(size)], name, { type });

beforeEach(() => compress.mockReset());

describe('compressReceipt', () => {
  it('sends small photos, PDFs and HEIC as they are', async () => {
    const small = fileOf(1000, 'image/jpeg');
    const pdf = fileOf(COMPRESS_ABOVE_BYTES * 2, 'application/pdf');
    const heic = fileOf(COMPRESS_ABOVE_BYTES * 2, 'image/heic');
    for (const file of [small, pdf, heic]) expect(await compressReceipt(file)).toBe(file);
    expect(compress).not.toHaveBeenCalled();
  });

  it('re-encodes a large photo as a JPEG of about 1 MB on the main thread, keeping its name', async () => {
    compress.mockResolvedValue(fileOf(300_000, 'image/jpeg', 'whatever'));
    const large = fileOf(COMPRESS_ABOVE_BYTES * 3, 'image/png', 'transfer.png');
    const sent = await compressReceipt(large);
    expect(compress).toHaveBeenCalledWith(
      large,
      expect.objectContaining({ maxSizeMB: 1, useWebWorker: false }),
    );
    expect(sent).toMatchObject({ name: 'transfer.jpg', type: 'image/jpeg', size: 300_000 });
  });

  it('sends the original when compression fails or does not help', async () => {
    const large = fileOf(COMPRESS_ABOVE_BYTES * 2, 'image/jpeg');
    compress.mockRejectedValueOnce(new Error('cannot decode'));
    expect(await compressReceipt(large)).toBe(large);
    compress.mockResolvedValueOnce(fileOf(COMPRESS_ABOVE_BYTES * 3, 'image/jpeg'));
    expect(await compressReceipt(large)).toBe(large);
  });
});
