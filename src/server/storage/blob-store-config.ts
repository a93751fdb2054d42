import { join } from 'node:path';
import type { BlobStore } from './blob-store';
import { LocalDiskBlobs } from './local-disk-blobs';
import type { S3BlobsConfig } from './s3-blobs';

/** Which store keeps the uploaded files (FILE_STORE): DATA_DIR/files, or an S3-compatible bucket. */
export type BlobStoreConfig = { kind: 'local' } | ({ kind: 's3' } & S3BlobsConfig);

/**
 * The blob store a server uses: by default the local disk under `dataDir/files`. The AWS SDK is
 * loaded only for an S3 store: a server on its own disk (and anything that builds one in a test,
 * jsdom included, where the SDK's browser build does not load) never pays for it.
 */
export async function createBlobStore(
  dataDir: string,
  config: BlobStoreConfig = { kind: 'local' },
): Promise<BlobStore> {
  if (config.kind === 'local') return new LocalDiskBlobs(join(dataDir, 'files'));
  const { kind: _kind, ...s3 } = config;
  const { S3Blobs } = await import('./s3-blobs');
  return new S3Blobs(s3);
}

/** Environment variables as the server reads them. */
type Env = Record<string, string | undefined>;

/**
 * FILE_STORE=local (default) or s3 with S3_BUCKET, S3_PREFIX, S3_ENDPOINT, S3_REGION and
 * S3_FORCE_PATH_STYLE; the keys come from the AWS SDK's default chain (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, or an instance role). A wrong setting stops the start.
 */
export function blobStoreFromEnv(env: Env): BlobStoreConfig {
  const kind = env.FILE_STORE?.trim() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`FILE_STORE must be local or s3, not "${kind}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORE=s3 needs S3_BUCKET');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle))
    throw new Error(`S3_FORCE_PATH_STYLE must be 1/true or 0/false, not "${pathStyle}"`);
  return {
    kind,
    bucket,
    prefix: env.S3_PREFIX?.trim() || undefined,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
  };
}
