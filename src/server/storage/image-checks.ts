import sharp, { type Sharp } from 'sharp';
import { API_ERRORS, ApiError } from '../api-error';
import type { SniffedType } from './sniff-content-type';

/**
 * Most pixels (width × height) an image may have: well above any phone photo (a 108-megapixel
 * sensor's full picture fits), far below what a few KB of deflated zeros can claim (a
 * decompression bomb: 30,000 × 30,000 is 900 million pixels, gigabytes once decoded).
 */
export const MAX_IMAGE_PIXELS = 120_000_000;
/** Longest time one image may take to decode and encode; past it the upload is refused. */
const DECODE_SECONDS = 20;

/** The types the server decodes (JPEG, PNG, WebP); HEIC and PDF are stored as sent, never decoded. */
export function isDecodedType(type: SniffedType): type is 'image/jpeg' | 'image/png' | 'image/webp' {
  return type === 'image/jpeg' || type === 'image/png' || type === 'image/webp';
}

/** 422: the image claims more pixels than MAX_IMAGE_PIXELS. */
export function imageTooLarge(): ApiError {
  return new ApiError(422, '422', '圖片尺寸過大（超過 1.2 億像素），請縮小後再上傳');
}

/** 422: the file has no bytes at all. */
export function emptyFile(): ApiError {
  return new ApiError(422, '422', '檔案是空的，請重新選擇檔案');
}

/**
 * Reads only the image's header (sharp's metadata() decodes no pixels) and refuses, before any
 * decoding, an image whose width × height is past MAX_IMAGE_PIXELS (422), or one whose header
 * does not parse (415).
 */
export async function checkImageHeader(input: string | Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    throw API_ERRORS.unsupportedFile();
  }
  if (!width || !height) throw API_ERRORS.unsupportedFile();
  if (width * height > MAX_IMAGE_PIXELS) throw imageTooLarge();
}

/** A sharp pipeline over an uploaded image, bounded in pixels and time, turned upright by its EXIF. */
function decode(input: string | Buffer): Sharp {
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).timeout({ seconds: DECODE_SECONDS }).rotate();
}

/**
 * Writes the image decoded and encoded anew (same type) to `target`: what is stored and served
 * is only the pixels, so bytes hidden after the image's end (an HTML page, a PDF, a zip: a
 * polyglot) or in its metadata (EXIF, comments, GPS position) are gone. 415 when it does not
 * decode completely (its magic bytes lied, or it is cut short).
 */
export async function writeCleanImage(
  source: string,
  type: 'image/jpeg' | 'image/png' | 'image/webp',
  target: string,
): Promise<void> {
  const image = decode(source);
  const encoded =
    type === 'image/jpeg'
      ? image.jpeg({ quality: 90 })
      : type === 'image/png'
        ? image.png({ compressionLevel: 6 })
        : image.webp({ quality: 90 });
  try {
    await encoded.toFile(target);
  } catch {
    throw API_ERRORS.unsupportedFile();
  }
}

/**
 * Refuses an image that is past the pixel limit (422, read from its header before any decoding)
 * or does not decode completely (415), for images handed on without being stored (ID-card OCR).
 */
export async function checkImageDecodes(input: Buffer): Promise<void> {
  await checkImageHeader(input);
  try {
    await decode(input).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
  } catch {
    throw API_ERRORS.unsupportedFile();
  }
}

/** Writes a WebP preview no larger than `side` px to `target` (415 when it does not decode). */
export async function writeThumbnail(source: string, side: number, target: string): Promise<void> {
  try {
    await decode(source)
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toFile(target);
  } catch {
    throw API_ERRORS.unsupportedFile();
  }
}
