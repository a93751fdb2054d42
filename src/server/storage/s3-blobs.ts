import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { isStorageKey, type BlobStore, type StoredBlob } from './blob-store';

/** Where the bucket is (FILE_STORE=s3 and the S3_* variables, README "Environment"). */
export interface S3BlobsConfig {
  bucket: string;
  /** Folder of the bucket the keys live under (`fenqi/`); empty for the bucket's top. */
  prefix?: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver…); unset for AWS itself. */
  endpoint?: string;
  region?: string;
  /** `bucket` in the path instead of the host name, as most S3-compatible servers need. */
  forcePathStyle?: boolean;
  /** Keys; unset takes the SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
  credentials?: S3ClientConfig['credentials'];
  /** Objects per ListObjectsV2 page (S3's default 1,000; a test makes it small to see the pages). */
  listPageSize?: number;
}

/**
 * Whether the SDK's error means "no such object": GetObject says NoSuchKey, HeadObject (no body)
 * NotFound. A missing bucket (NoSuchBucket) is a broken deployment, not a missing file: it throws.
 */
function isMissing(error: unknown): boolean {
  const { name } = error as { name?: string };
  return name === 'NoSuchKey' || name === 'NotFound';
}

/**
 * Blobs as objects of an S3-compatible bucket, shared by every server instance. An object is
 * written by one PutObject of the complete local file, so it appears whole or not at all.
 */
export class S3Blobs implements BlobStore {
  readonly description: string;
  /** A bucket every instance writes into. */
  readonly shared = true;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly listPageSize: number | undefined;

  constructor(config: S3BlobsConfig) {
    this.bucket = config.bucket;
    this.listPageSize = config.listPageSize;
    this.prefix = config.prefix ? `${config.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
    this.description = `s3://${this.bucket}/${this.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region ?? 'us-east-1',
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle ?? false,
      credentials: config.credentials,
      // The SDK's default since 2025 sends every upload as `aws-chunked` with a trailing CRC32;
      // S3-compatible servers that predate it store the chunk framing as the file's bytes (seen
      // with s3rver). Checksums only where the API requires them, then, unless it is AWS itself.
      ...(config.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  async put(key: string, localPath: string, contentType: string): Promise<void> {
    const objectKey = this.objectKey(key);
    const { size } = await stat(localPath);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: objectKey,
        Body: createReadStream(localPath),
        ContentType: contentType,
        ContentLength: size,
      }),
    );
    await rm(localPath, { force: true });
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return Body instanceof Readable ? Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async *list(): AsyncIterable<StoredBlob> {
    let continuation: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix,
          ContinuationToken: continuation,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? '';
        // Objects others put beside ours (not keys this store writes) are not the sweep's to judge.
        if (isStorageKey(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuation);
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`bad storage key ${key}`);
    return this.prefix + key;
  }
}
