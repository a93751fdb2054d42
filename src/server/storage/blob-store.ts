import type { Readable } from 'node:stream';

/** A stored object as a listing shows it: its key and when it was last written. */
export interface StoredBlob {
  key: string;
  modifiedAt: Date;
}

/**
 * Where the bytes of uploaded files live, behind one interface: the local disk (`DATA_DIR/files`,
 * local-disk-blobs.ts) or an S3-compatible bucket shared by every server instance (s3-blobs.ts).
 * Keys look like `2026-11/<uuid>.jpg`. A blob is only ever written whole, under a new key.
 */
export interface BlobStore {
  /** What the store is, for logs and the operator (`local disk /data/files`, `s3://bucket/prefix`). */
  readonly description: string;
  /**
   * Whether other server instances write into this store too (a bucket): then a blob without its
   * row may be another instance's upload on its way, not a crash's leftover.
   */
  readonly shared: boolean;
  /** Moves a complete local file into the store under `key` (the local file is gone afterwards). */
  put(key: string, localPath: string, contentType: string): Promise<void>;
  /** The bytes of `key`, or null when there is no such blob. */
  read(key: string): Promise<Readable | null>;
  /** Size in bytes of `key`, or null when there is no such blob. */
  size(key: string): Promise<number | null>;
  /** Deletes `key`; quiet when it is already gone. */
  remove(key: string): Promise<void>;
  /** Every stored blob (for the orphan sweep). */
  list(): AsyncIterable<StoredBlob>;
  /** Lets go of connections, if the store holds any (the server closes it on shutdown). */
  close?(): void;
}

/** Whether a key is one the stores write (`yyyy-mm/<name>.<ext>`): no `..`, no absolute path. */
export function isStorageKey(key: string): boolean {
  return /^\d{4}-\d{2}\/[0-9a-f-]+(?:\.thumb)?\.[a-z]+$/.test(key);
}
