import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { isStorageKey, type BlobStore, type StoredBlob } from './blob-store';

/** Whether an error is "no such file". */
function isMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'ENOENT';
}

/**
 * Blobs as files under `root` (DATA_DIR/files), one folder per month. A blob arrives by rename()
 * from the upload folder on the same disk, so it appears whole or not at all.
 */
export class LocalDiskBlobs implements BlobStore {
  readonly description: string;
  /** DATA_DIR belongs to one server process. */
  readonly shared = false;

  constructor(readonly root: string) {
    this.description = `local disk ${root}`;
  }

  async put(key: string, localPath: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(join(path, '..'), { recursive: true });
    await rename(localPath, path);
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredBlob> {
    let months: string[];
    try {
      months = (await readdir(this.root)).filter((name) => /^\d{4}-\d{2}$/.test(name));
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const month of months.sort()) {
      for (const name of await readdir(join(this.root, month))) {
        const key = `${month}/${name}`;
        try {
          yield { key, modifiedAt: (await stat(join(this.root, key))).mtime };
        } catch (error) {
          if (!isMissing(error)) throw error; // deleted while listing
        }
      }
    }
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
    return join(this.root, key);
  }
}
