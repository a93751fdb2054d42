import { compressForUpload, shouldCompress } from './compress-image';

const MB = 1024 * 1024;

describe('shouldCompress', () => {
  it.each([
    ['a 3 MB phone photo', { type: 'image/jpeg', size: 3 * MB }, null, true],
    ['a small photo of 4000 px', { type: 'image/jpeg', size: 600_000 }, { width: 4000, height: 3000 }, true],
    ['a small photo of 1600 px', { type: 'image/png', size: 600_000 }, { width: 1600, height: 900 }, false],
    ['a 2 MB HEIC the browser cannot measure', { type: 'image/heic', size: 2 * MB }, null, true],
    ['a PDF, however large', { type: 'application/pdf', size: 8 * MB }, null, false],
    ['an animated GIF', { type: 'image/gif', size: 3 * MB }, null, false],
  ])('%s → %s', (_case, file, pixels, expected) => {
    expect(shouldCompress(file, pixels)).toBe(expected);
  });
});

describe('compressForUpload', () => {
  it('sends the file as it is where pictures cannot be redrawn (jsdom has no createImageBitmap)', async () => {
    const big = new File([new Uint8Array(2 * MB)], 'big.jpg', { type: 'image/jpeg' });
    await expect(compressForUpload(big)).resolves.toBe(big);
  });
});
