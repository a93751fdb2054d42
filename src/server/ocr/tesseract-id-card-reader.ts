import type { Line, Worker } from 'tesseract.js';
import type { IdCardReader } from '../commodity/id-card-reader';
import { prepareIdCardImage, rotateImage } from './id-card-image';
import { readIdCardFront } from './id-card-text';
import type { OcrLine } from './ocr-line';
import { OcrWorkerPool } from './ocr-worker-pool';

/** The local reader; `close()` ends its OCR engine (the server calls it when closing). */
export interface LocalIdCardReader extends IdCardReader {
  close(): Promise<void>;
}

/** Skew below this many degrees does not hurt recognition; above it the photo is straightened first. */
const STRAIGHT_ENOUGH = 1;
/** Only baselines at least this long (px) say reliably how the card is tilted. */
const MEASURABLE_BASELINE = 80;

/** Every text line the engine found, in its own order. */
async function recogniseLines(engine: Worker, image: Buffer): Promise<Line[]> {
  const { data } = await engine.recognize(image, {}, { blocks: true, text: false });
  return (data.blocks ?? []).flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines));
}

/** How far the card is tilted (degrees, clockwise positive): the median slope of the long baselines. */
function skewDegrees(lines: Line[]): number {
  const slopes = lines
    .map(({ baseline: { x0, y0, x1, y1 } }) => ({
      length: Math.hypot(x1 - x0, y1 - y0),
      angle: Math.atan2(y1 - y0, x1 - x0),
    }))
    .filter((slope) => slope.length >= MEASURABLE_BASELINE)
    .map((slope) => (slope.angle * 180) / Math.PI)
    .sort((a, b) => a - b);
  return slopes.length > 0 ? slopes[Math.floor(slopes.length / 2)] : 0;
}

/**
 * The engine's pieces of text in reading order: by printed row top to bottom, within a row left
 * to right (with sparse-text layout a label and its value come back as separate pieces, and they
 * stay apart: a date must not be read across a label's misread characters).
 */
function readingOrder(lines: Line[]): OcrLine[] {
  const pieces = lines
    .map((line) => ({ line, middle: (line.bbox.y0 + line.bbox.y1) / 2, height: line.bbox.y1 - line.bbox.y0 }))
    .sort((a, b) => a.middle - b.middle);
  const rows: (typeof pieces)[] = [];
  for (const piece of pieces) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && piece.middle - first.middle < Math.min(first.height, piece.height) / 2)
      row.push(piece);
    else rows.push([piece]);
  }
  return rows.flatMap((row) =>
    row
      .sort((a, b) => a.line.bbox.x0 - b.line.bbox.x0)
      .map(({ line }) => ({
        words: line.words.map((word) =>
          word.symbols.map((symbol) => ({ text: symbol.text, height: symbol.bbox.y1 - symbol.bbox.y0 })),
        ),
      })),
  );
}

/**
 * Reads a photo of an ID card's front on this machine with tesseract's English model: the ID
 * number and the dates (the Chinese text it cannot read). A tilted photo is straightened and read
 * again. The back side holds nothing it can read, so `onlyBack` reads nothing. Null when nothing
 * useful was read (or the bytes are no decodable image); throws when the engine fails.
 */
export function createLocalIdCardReader(options: {
  clock: () => Date;
  pool?: OcrWorkerPool;
}): LocalIdCardReader {
  const pool = options.pool ?? new OcrWorkerPool();
  return {
    async read(image, _contentType, sides) {
      if (sides.onlyBack && !sides.onlyFront) return null;
      const prepared = await prepareIdCardImage(image).catch(() => null);
      if (!prepared) return null;
      const lines = await pool.run(async (engine) => {
        const found = await recogniseLines(engine, prepared);
        const skew = skewDegrees(found);
        if (Math.abs(skew) < STRAIGHT_ENOUGH) return found;
        return recogniseLines(engine, await rotateImage(prepared, -skew));
      });
      const fields = readIdCardFront(readingOrder(lines), options.clock());
      return Object.keys(fields).length > 0 ? fields : null;
    },
    close: () => pool.close(),
  };
}
