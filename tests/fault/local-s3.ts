import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) with one bucket, and the environment that points a server at it. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** FILE_STORE=s3 and the S3_* / AWS_* variables for serve.ts. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

/** Starts s3rver on an ephemeral loopback port, its objects in a temporary folder. */
export async function startLocalS3(bucket = 'fenqi-files'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'fenqi-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_REGION: 'us-east-1',
      // s3rver's own fixed development keys.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      await s3.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
