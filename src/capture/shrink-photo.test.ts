import { installFakeCanvas } from './camera-test-kit';
import { shrinkPhoto } from './shrink-photo';

const bigPhoto = () => new File([new Uint8Array(3_000_000)], 'big.jpg', { type: 'image/jpeg' });
const globals = globalThis as { createImageBitmap?: unknown };

afterEach(() => {
  delete globals.createImageBitmap;
  jest.restoreAllMocks();
});

describe('shrinkPhoto', () => {
  it('sends a photo of up to 2.5 MB as it is', async () => {
    const small = new File(['x'], 'small.jpg', { type: 'image/jpeg' });
    expect(await shrinkPhoto(small)).toBe(small);
  });

  it('draws a large photo at most 2400 px on its long side, as a JPEG', async () => {
    const close = jest.fn();
    globals.createImageBitmap = jest.fn(() => Promise.resolve({ width: 4000, height: 3000, close }));
    const canvas = installFakeCanvas();
    const shrunk = await shrinkPhoto(bigPhoto());
    expect(shrunk.type).toBe('image/jpeg');
    expect(canvas.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 2400, 1800);
    expect(close).toHaveBeenCalled();
  });

  it('sends the photo unchanged when the browser cannot decode it (HEIC) or has no decoder', async () => {
    const photo = bigPhoto();
    expect(await shrinkPhoto(photo)).toBe(photo);
    globals.createImageBitmap = jest.fn(() => Promise.reject(new DOMException('no', 'InvalidStateError')));
    expect(await shrinkPhoto(photo)).toBe(photo);
  });
});
