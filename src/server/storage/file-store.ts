import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { constants, createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { access, open, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_ERRORS } from '../api-error';
import { isStorageKey, type BlobStore } from './blob-store';
import { checkImageHeader, emptyFile, isDecodedType, writeCleanImage, writeThumbnail } from './image-checks';
import { LocalDiskBlobs } from './local-disk-blobs';
import { checkPdfIsPassive } from './pdf-checks';
import { EXTENSION_OF, sniffContentType, type SniffedType } from './sniff-content-type';

/** A file written to the store. */
export interface StoredFile {
  storageKey: string;
  thumbnailKey: string | null;
  contentType: SniffedType;
  /** Bytes stored (a decoded image is stored encoded anew, so not always what was sent). */
  size: number;
}

/** Longest side of a thumbnail, in pixels. */
const THUMBNAIL_SIZE = 320;

/**
 * Uploaded files. An upload is received into a local temp folder (`DATA_DIR/files/tmp`), size
 * limited (413), sniffed (415), its image header checked against the pixel limit before any
 * decoding (422), decoded and encoded anew with a WebP thumbnail; only then are the file and
 * its thumbnail put into the blob store (local disk or S3, blob-store.ts), whole. A crash or a
 * refused upload leaves nothing where the app could see it (temp files are cleared at start;
 * a blob put just before a crash is removed by the orphan sweep, orphan-sweep.ts).
 */
export class FileStore {
  private readonly tmp: string;

  constructor(
    dataDir: string,
    /** Largest accepted upload in bytes; past it the upload answers 413. */
    readonly maxBytes: number,
    /** Where the bytes live; by default the local disk under DATA_DIR/files. */
    readonly blobs: BlobStore = new LocalDiskBlobs(join(dataDir, 'files')),
  ) {
    this.tmp = join(dataDir, 'files', 'tmp');
    rmSync(this.tmp, { recursive: true, force: true }); // what a crash left behind
    mkdirSync(this.tmp, { recursive: true });
  }

  /** Stores a stream if its content is one of `accept`; throws 413 / 415 / 422 (and keeps nothing) otherwise. */
  async save(stream: Readable, accept: readonly SniffedType[]): Promise<StoredFile> {
    const temp = join(this.tmp, `${randomUUID()}.part`);
    const [clean, thumbnail] = [`${temp}.clean`, `${temp}.thumb`];
    const writer = createWriteStream(temp, { flags: 'wx' });
    const put: string[] = [];
    try {
      await pipeline(stream, this.sizeLimit(), writer);
      if ((stream as Readable & { truncated?: boolean }).truncated) throw API_ERRORS.fileTooLarge();
      const contentType = await this.sniff(temp);
      if (!contentType || !accept.includes(contentType)) throw API_ERRORS.unsupportedFile();
      const base = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}`;
      const storageKey = `${base}.${EXTENSION_OF[contentType]}`;
      let thumbnailKey: string | null = null;
      let stored = temp;
      if (isDecodedType(contentType)) {
        await checkImageHeader(temp);
        await writeCleanImage(temp, contentType, clean);
        await writeThumbnail(clean, THUMBNAIL_SIZE, thumbnail);
        stored = clean;
        thumbnailKey = `${base}.thumb.webp`;
      }
      if (contentType === 'application/pdf') await checkPdfIsPassive(temp);
      const { size } = await stat(stored);
      if (thumbnailKey) {
        put.push(thumbnailKey);
        await this.blobs.put(thumbnailKey, thumbnail, 'image/webp');
      }
      put.push(storageKey);
      await this.blobs.put(storageKey, stored, contentType);
      return { storageKey, thumbnailKey, contentType, size };
    } catch (error) {
      // A write stream broken off before its file was open still opens and closes it afterwards:
      // removed only once it is closed, no half file is left behind.
      if (!writer.closed) await once(writer, 'close').catch(() => undefined);
      for (const key of put) await this.blobs.remove(key).catch(() => undefined); // the sweep gets the rest
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw API_ERRORS.fileTooLarge();
      throw error;
    } finally {
      await Promise.all([temp, clean, thumbnail].map((path) => rm(path, { force: true })));
    }
  }

  /**
   * Stores bytes the server made itself (a signed contract's PDF): written to the temp folder,
   * then put into the blob store whole under a new key.
   */
  async saveGenerated(
    bytes: Buffer,
    contentType: 'application/pdf',
  ): Promise<{ storageKey: string; size: number }> {
    const storageKey = `${new Date().toISOString().slice(0, 7)}/${randomUUID()}.${EXTENSION_OF[contentType]}`;
    const temp = join(this.tmp, `${randomUUID()}.generated`);
    try {
      await writeFile(temp, bytes, { flag: 'wx' });
      await this.blobs.put(storageKey, temp, contentType);
    } finally {
      await rm(temp, { force: true });
    }
    return { storageKey, size: bytes.length };
  }

  /** A stored file's bytes, or null when the blob is gone. */
  read(key: string): Promise<Readable | null> {
    return this.blobs.read(key);
  }

  /** Size in bytes of a stored file, or null when the blob is gone. */
  sizeOf(key: string): Promise<number | null> {
    return this.blobs.size(key);
  }

  /**
   * Deletes a stored file (and is quiet if it is already gone). A key the stores never write (a
   * row from an older layout or put in by hand) names nothing in the store: there is nothing to delete.
   */
  async remove(key: string | null): Promise<void> {
    if (key && isStorageKey(key)) await this.blobs.remove(key);
  }

  /** Lets go of the blob store's connections (S3). */
  /** Throws unless an upload could be received now (its temp folder exists and takes files). */
  async checkWritable(): Promise<void> {
    await access(this.tmp, constants.W_OK);
  }

  close(): void {
    this.blobs.close?.();
  }

  /** Counts the bytes going by: past maxBytes 413, and a file of no bytes at all is refused (422). */
  private sizeLimit(): Transform {
    const { maxBytes } = this;
    let size = 0;
    return new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxBytes ? API_ERRORS.fileTooLarge() : null, chunk);
      },
      flush(done) {
        done(size === 0 ? emptyFile() : null);
      },
    });
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
}
