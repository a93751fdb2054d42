/*
 * Phone cameras take 3–12 MB photos of 4000 px and more; the review staff need far less, and an
 * upload over a mobile connection is what fails most. Large photos are scaled down in the browser
 * before they are sent; anything else (PDF, small pictures, signatures) goes as it is.
 */

/** Photos larger than this many bytes are compressed. */
export const COMPRESS_ABOVE_BYTES = 1024 * 1024;
/** Photos with a side longer than this many pixels are compressed. */
export const COMPRESS_ABOVE_PIXELS = 2000;
/** The longest side of a compressed photo. */
export const COMPRESSED_MAX_PIXELS = 1600;

/** An image's size in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/** Types the browser can redraw on a canvas without losing something (an animation, a vector). */
const REDRAWABLE = /^image\/(jpeg|png|webp|heic|heif)$/i;

/**
 * Whether a file should be compressed before upload: a redrawable photo over 1 MB or over 2000 px
 * on a side (`pixels` null: unknown, so the byte size decides alone).
 */
export function shouldCompress(file: Pick<File, 'type' | 'size'>, pixels: PixelSize | null): boolean {
  if (!REDRAWABLE.test(file.type)) return false;
  const longest = pixels ? Math.max(pixels.width, pixels.height) : 0;
  return file.size > COMPRESS_ABOVE_BYTES || longest > COMPRESS_ABOVE_PIXELS;
}

/** The picture's size, or null where the browser cannot decode it (HEIC in Chrome, jsdom without canvas). */
async function pixelSizeOf(file: File): Promise<PixelSize | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Whether this environment can redraw pictures at all (a real browser; not jsdom or node). */
function canRedraw(): boolean {
  return typeof createImageBitmap === 'function' && typeof document !== 'undefined';
}

/**
 * The file to upload: a large photo as a JPEG of at most 1600 px a side, otherwise the file itself.
 * Never fails: when compressing is impossible or does not help, the original goes.
 */
export async function compressForUpload(file: File): Promise<File> {
  if (!canRedraw() || !REDRAWABLE.test(file.type)) return file;
  if (!shouldCompress(file, await pixelSizeOf(file))) return file;
  try {
    const { default: imageCompression } = await import(
      /* webpackChunkName: "image-compression" */ 'browser-image-compression'
    );
    const compressed = await imageCompression(file, {
      maxWidthOrHeight: COMPRESSED_MAX_PIXELS,
      maxSizeMB: 1,
      fileType: 'image/jpeg',
      initialQuality: 0.85,
      // The worker would load the library from a CDN (libURL), which CSP and offline use forbid.
      useWebWorker: false,
    });
    if (compressed.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([compressed], name, { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
