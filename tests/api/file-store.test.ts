/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ApiError } from '../../src/server/api-error';
import { FileStore } from '../../src/server/storage/file-store';
import { IMAGE_TYPES, RECEIPT_TYPES } from '../../src/server/storage/sniff-content-type';
import { SAMPLE_PDF, sampleJpeg } from './sample-files';

/** Every file under the store, relative paths. */
function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'files');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

describe('FileStore', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'fenqi-store-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stores a JPEG outside tmp with a WebP thumbnail no larger than 320 px', async () => {
    const store = new FileStore(dataDir, 5 * 1024 * 1024);
    const saved = await store.save(Readable.from(await sampleJpeg(1200, 900)), IMAGE_TYPES);
    expect(saved.contentType).toBe('image/jpeg');
    expect(saved.storageKey).toMatch(/^\d{4}-\d{2}\/[0-9a-f-]+\.jpg$/);
    const thumbnail = await sharp(join(dataDir, 'files', saved.thumbnailKey ?? '')).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(320);
    expect(await store.sizeOf(saved.storageKey)).toBe(saved.size);
    expect(readdirSync(join(dataDir, 'files', 'tmp'))).toEqual([]);
  });

  it('stores a PDF receipt only where PDFs are accepted, without a thumbnail', async () => {
    const store = new FileStore(dataDir, 1024 * 1024);
    const refused = await rejection(store.save(Readable.from(SAMPLE_PDF), IMAGE_TYPES));
    expect(refused.statusCode).toBe(415);
    const saved = await store.save(Readable.from(SAMPLE_PDF), RECEIPT_TYPES);
    expect(saved).toMatchObject({ contentType: 'application/pdf', thumbnailKey: null });
  });

  it('refuses content that is not an accepted type whatever it claims, and keeps nothing', async () => {
    const store = new FileStore(dataDir, 1024 * 1024);
    const error = await rejection(
      store.save(Readable.from(Buffer.from('<svg onload=alert(1)>')), IMAGE_TYPES),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([error.statusCode, error.code]).toEqual([415, '415']);
    expect(storedFiles(dataDir)).toEqual([]);
  });

  it('refuses a file whose JPEG magic bytes front garbage (it does not decode)', async () => {
    const store = new FileStore(dataDir, 1024 * 1024);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const error = await rejection(store.save(Readable.from(fake), IMAGE_TYPES));
    expect(error.statusCode).toBe(415);
    expect(storedFiles(dataDir)).toEqual([]);
  });

  it('answers 413 past the size limit and leaves no half file', async () => {
    const store = new FileStore(dataDir, 10_000);
    const big = await sampleJpeg(800, 800);
    expect(big.length).toBeGreaterThan(10_000);
    const error = await rejection(store.save(Readable.from(big), IMAGE_TYPES));
    expect([error.statusCode, error.code]).toEqual([413, '413']);
    expect(storedFiles(dataDir)).toEqual([]);
  });

  it('leaves no file when the upload stream breaks off mid-way', async () => {
    const store = new FileStore(dataDir, 1024 * 1024);
    const jpeg = await sampleJpeg();
    const broken = new Readable({
      read() {
        this.push(jpeg.subarray(0, 1000));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.save(broken, IMAGE_TYPES)).rejects.toThrow('connection reset');
    expect(storedFiles(dataDir)).toEqual([]);
  });

  it('clears what a crash left in tmp when the server starts', () => {
    mkdirSync(join(dataDir, 'files', 'tmp'), { recursive: true });
    writeFileSync(join(dataDir, 'files', 'tmp', 'half.part'), 'partial');
    new FileStore(dataDir, 1024);
    expect(existsSync(join(dataDir, 'files', 'tmp', 'half.part'))).toBe(false);
  });
});
