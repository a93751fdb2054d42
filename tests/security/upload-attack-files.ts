import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { sampleJpeg } from '../api/sample-files';

/** One hostile file: what it is, the name and type it claims, its bytes, and what must happen. */
export interface AttackFile {
  attack: string;
  name: string;
  type: string;
  bytes: Buffer;
  /**
   * `refused`: a 4xx on every route. `maybe`: a polyglot that fully decodes as an image (or is a
   * whole PDF): a route may accept it, but then what it serves must be clean (see the suite).
   */
  expect: 'refused' | 'maybe';
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 as PNG and zip use it. */
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb: a complete, valid black-and-white PNG of `width` × `height` whose pixel
 * rows are all zeros, deflated row by row (a 30,000 × 30,000 one is ~110 KB and 900 million
 * pixels, gigabytes once decoded).
 */
export async function bombPng(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, no filter, no interlace
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0 and a row of black
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A zip (a Java archive, as in GIFAR) holding one stored file. */
function zipWith(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

const SCRIPT = '<script>alert(document.cookie)</script>';
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${SCRIPT}</svg>`;
const HTML = `<!doctype html><html><body>${SCRIPT}</body></html>`;
const PDF_WITH_SCRIPT =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n' +
  '2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

/** Markers of a payload that must never come back out of the server inside a stored image. */
export const PAYLOAD_MARKERS = ['<script', '<html', '<svg', '%PDF', 'PK\u0003\u0004', 'app.alert'];

/** Every hostile file the suite uploads (bombs apart: see bombPng), built once. */
export async function attackFiles(maxBytes: number): Promise<AttackFile[]> {
  const jpeg = await sampleJpeg(64, 48);
  const pngBytes = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const comment = Buffer.from(SCRIPT);
  const commentSegment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
  const pngText = pngChunk('tEXt', Buffer.from(`Comment\u0000${HTML}`, 'latin1'));
  const over = Buffer.alloc(maxBytes + 1);
  jpeg.copy(over);
  return [
    {
      attack: 'wrong magic bytes: text named .jpg',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('not an image, just text\n'.repeat(40)),
      expect: 'refused',
    },
    {
      attack: 'SVG with <script> named .png',
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from(SVG),
      expect: 'refused',
    },
    {
      attack: 'SVG with <script> as image/svg+xml',
      name: 'photo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from(SVG),
      expect: 'refused',
    },
    {
      attack: 'HTML page named .jpg',
      name: 'photo.jpg',
      type: 'text/html',
      bytes: Buffer.from(HTML),
      expect: 'refused',
    },
    {
      attack: 'zero bytes',
      name: 'empty.jpg',
      type: 'image/jpeg',
      bytes: Buffer.alloc(0),
      expect: 'refused',
    },
    {
      attack: `one byte over UPLOAD_MAX_MB (${maxBytes + 1} bytes)`,
      name: 'big.jpg',
      type: 'image/jpeg',
      bytes: over,
      expect: 'refused',
    },
    {
      attack: 'JPEG magic bytes over garbage',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(3000, 0x41)]),
      expect: 'refused',
    },
    {
      attack: 'PDF with JavaScript (OpenAction) and a JPEG inside',
      name: 'receipt.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([Buffer.from(PDF_WITH_SCRIPT), jpeg]),
      expect: 'refused',
    },
    {
      attack: 'PDF with /J#61vaScript (an escaped name)',
      name: 'receipt.pdf',
      type: 'application/pdf',
      bytes: Buffer.from(PDF_WITH_SCRIPT.replace('/JavaScript', '/J#61vaScript').replace('/JS', '/J#53')),
      expect: 'refused',
    },
    {
      attack: 'polyglot: JPEG followed by an HTML page',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from(HTML)]),
      expect: 'maybe',
    },
    {
      attack: 'polyglot: JPEG with <script> in a comment segment',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg.subarray(0, 2), commentSegment, jpeg.subarray(2)]),
      expect: 'maybe',
    },
    {
      attack: 'polyglot: JPEG followed by a PDF (PDF/JPEG mix)',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from(PDF_WITH_SCRIPT)]),
      expect: 'maybe',
    },
    {
      attack: 'GIFAR-like: JPEG with a Java archive appended',
      name: 'photo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([jpeg, zipWith('Exploit.class', 'cafebabe')]),
      expect: 'maybe',
    },
    {
      attack: 'polyglot: PNG with an HTML page in a tEXt chunk',
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.concat([
        pngBytes.subarray(0, pngBytes.length - 12),
        pngText,
        pngBytes.subarray(pngBytes.length - 12),
      ]),
      expect: 'maybe',
    },
    {
      attack: 'PDF/JPEG mix: a passive PDF with JPEG bytes inside',
      name: 'receipt.pdf',
      type: 'application/pdf',
      bytes: Buffer.concat([
        Buffer.from('%PDF-1.4\n%'),
        jpeg,
        Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
      ]),
      expect: 'maybe',
    },
  ];
}
