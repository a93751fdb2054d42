import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '../../src/server/storage/blob-store';

/** What a copy of the uploaded files did. */
export interface FilesCopy {
  copied: number;
  /** Files listed but gone before they were copied (deleted meanwhile by the running server). */
  vanished: number;
}

/**
 * Copies every blob of the file store (DATA_DIR/files or the S3 bucket) to the folder `to`, which
 * must not exist yet, one file per key (`2026-11/<uuid>.jpg`), through the store's own interface.
 * Safe while the server runs: blobs are written once under new keys and appear whole
 * (storage/file-store.ts), so each is copied complete or, deleted meanwhile, not at all.
 */
export async function copyUploadedFiles(blobs: BlobStore, to: string): Promise<FilesCopy> {
  const result: FilesCopy = { copied: 0, vanished: 0 };
  await mkdir(to, { recursive: false });
  for await (const { key } of blobs.list()) {
    const bytes = await blobs.read(key);
    if (!bytes) {
      result.vanished++;
      continue;
    }
    const target = join(to, key);
    await mkdir(dirname(target), { recursive: true });
    await pipeline(bytes, createWriteStream(target, { flags: 'wx' }));
    result.copied++;
  }
  return result;
}
