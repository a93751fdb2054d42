import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, rmSync, type ReadStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { API_ERRORS } from '../api-error';
import { EXTENSION_OF, sniffContentType, type SniffedType } from './sniff-content-type';

/** A file written to the store. */
export interface StoredFile {
  storageKey: string;
  thumbnailKey: string | null;
  contentType: SniffedType;
  size: number;
}

/** Longest side of a thumbnail, in pixels. */
const THUMBNAIL_SIZE = 320;

/**
 * Uploaded files under `DATA_DIR/files` (never the web root). A file is written to `tmp/` first
 * and renamed into place only once it is complete and its content is one of the accepted types,
 * so a crash or a rejected upload leaves no half file where the app could see it.
 */
export class FileStore {
  private readonly root: string;

  constructor(
    dataDir: string,
    /** Largest accepted upload in bytes; past it the upload answers 413. */
    readonly maxBytes: number,
  ) {
    this.root = join(dataDir, 'files');
    rmSync(join(this.root, 'tmp'), { recursive: true, force: true }); // what a crash left behind
    mkdirSync(join(this.root, 'tmp'), { recursive: true });
  }

  /** Stores a stream if its content is one of `accept`; throws 413 / 415 (and keeps nothing) otherwise. */
  async save(stream: Readable, accept: readonly SniffedType[]): Promise<StoredFile> {
    const temp = join(this.root, 'tmp', `${randomUUID()}.part`);
    let size = 0;
    const { maxBytes } = this;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxBytes ? API_ERRORS.fileTooLarge() : null, chunk);
      },
    });
    const writer = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(stream, counter, writer);
      if ((stream as Readable & { truncated?: boolean }).truncated) throw API_ERRORS.fileTooLarge();
      const contentType = await this.sniff(temp);
      if (!contentType || !accept.includes(contentType)) throw API_ERRORS.unsupportedFile();
      const month = new Date().toISOString().slice(0, 7);
      mkdirSync(join(this.root, month), { recursive: true });
      const base = `${month}/${randomUUID()}`;
      const thumbnailKey = await this.writeThumbnail(temp, contentType, `${base}.thumb.webp`);
      const storageKey = `${base}.${EXTENSION_OF[contentType]}`;
      await rename(temp, join(this.root, storageKey));
      return { storageKey, thumbnailKey, contentType, size };
    } catch (error) {
      // A write stream broken off before its file was open still opens and closes it afterwards:
      // removed only once it is closed, no half file is left behind.
      if (!writer.closed) await once(writer, 'close').catch(() => undefined);
      await rm(temp, { force: true });
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw API_ERRORS.fileTooLarge();
      throw error;
    }
  }

  /** A stored file's bytes. */
  read(key: string): ReadStream {
    return createReadStream(this.pathOf(key));
  }

  /** Size in bytes of a stored file. */
  async sizeOf(key: string): Promise<number> {
    return (await stat(this.pathOf(key))).size;
  }

  /** Deletes a stored file (and is quiet if it is already gone). */
  async remove(key: string | null): Promise<void> {
    if (key) await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + '/') || key.startsWith('tmp/'))
      throw new Error(`bad storage key ${key}`);
    return path;
  }

  private async sniff(path: string): Promise<SniffedType | null> {
    const handle = await open(path, 'r');
    try {
      const head = Buffer.alloc(16);
      const { bytesRead } = await handle.read(head, 0, 16, 0);
      return sniffContentType(head.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  }

  /**
   * A small WebP preview for `thumbnailUrl`. A JPEG/PNG/WebP that does not decode is refused
   * (415): its magic bytes lied. HEIC and PDF get none (sharp's prebuilt libvips has no HEVC).
   */
  private async writeThumbnail(path: string, type: SniffedType, key: string): Promise<string | null> {
    if (type === 'image/heic' || type === 'application/pdf') return null;
    try {
      await sharp(path)
        .rotate()
        .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 70 })
        .toFile(join(this.root, key));
      return key;
    } catch {
      throw API_ERRORS.unsupportedFile();
    }
  }
}
