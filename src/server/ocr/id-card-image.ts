import sharp from 'sharp';

/**
 * The long side the engine gets. Below ~1300 px the card's small date digits are too few pixels
 * for the model; above ~2000 px recognition only gets slower.
 */
const SMALLEST_SIDE = 1300;
const LARGEST_SIDE = 2000;
/** Decoding limit: a 10 MiB upload may still claim an absurd size (a decompression bomb). */
const MAX_INPUT_PIXELS = 120_000_000;

/**
 * Readies a photo for OCR: upright by its EXIF orientation, grey, contrast stretched (a dim
 * photo or a pale card), and scaled so its long side is 1300–2000 px (small photos enlarged).
 * As PNG, which the engine decodes losslessly. Throws when the bytes are no decodable image.
 */
export async function prepareIdCardImage(photo: Buffer): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const side = Math.min(Math.max(width, height, SMALLEST_SIDE), LARGEST_SIDE);
  return sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .greyscale()
    .normalise()
    .resize({ width: side, height: side, fit: 'inside', kernel: 'lanczos3' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The prepared image turned by `degrees` (clockwise), the uncovered corners white. */
export async function rotateImage(image: Buffer, degrees: number): Promise<Buffer> {
  return sharp(image).rotate(degrees, { background: '#ffffff' }).png({ compressionLevel: 1 }).toBuffer();
}
