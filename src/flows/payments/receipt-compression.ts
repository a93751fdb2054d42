/** Photos above this size are shrunk before upload (a phone photo is 3–8 MB; a receipt reads fine at 1). */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
/** Types the browser can redraw; HEIC and PDF go as they are (the server accepts both). */
const COMPRESSIBLE = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * A large receipt photo re-encoded as a JPEG of at most ~1 MB and 2400 px (browser-image-compression,
 * on the main thread: its web worker would load the library from a CDN). Anything small, not an
 * image, or that the browser cannot decode is sent unchanged.
 */
export async function compressReceipt(file: File): Promise<File> {
  if (!COMPRESSIBLE.includes(file.type) || file.size <= COMPRESS_ABOVE_BYTES) return file;
  try {
    // The library loads with the first photo that needs it, not with the payments pages.
    const { default: imageCompression } = await import(
      /* webpackChunkName: "image-compression" */ 'browser-image-compression'
    );
    const smaller = await imageCompression(file, {
      maxSizeMB: 1,
      maxWidthOrHeight: 2400,
      useWebWorker: false,
      fileType: 'image/jpeg',
      initialQuality: 0.85,
    });
    if (smaller.size >= file.size) return file;
    const name = `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
    return new File([smaller], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    // An image the browser cannot decode still goes up as it is; the server judges it.
    return file;
  }
}
