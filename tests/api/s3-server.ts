import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3BlobsConfig } from '../../src/server/storage/s3-blobs';

/** A local S3-compatible server (s3rver) with one empty bucket, and how to reach it. */
export interface LocalS3 {
  /** The driver's settings for the bucket (path style, s3rver's fixed keys). */
  config: S3BlobsConfig;
  /** A plain SDK client on the same server, to look behind the driver's back. */
  client: S3Client;
  stop: () => Promise<void>;
}

/** s3rver accepts any request signed with these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const S3RVER_BIN = join(__dirname, '..', '..', 'node_modules', 's3rver', 'bin', 's3rver.js');

/**
 * Runs s3rver in its own Node process on an ephemeral port; resolves to the port and a stop.
 * Its own process, because s3rver signs ListObjectsV2 continuation tokens with DES, which
 * Node 20's OpenSSL 3 refuses (a paginated listing then answers 500) unless the process was
 * started with `--openssl-legacy-provider`.
 */
async function runS3rver(directory: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', S3RVER_BIN, '-d', directory, '-a', '127.0.0.1', '-p', '0', '--silent'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /S3rver listening on [\d.]+:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}): ${output}`)));
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Starts s3rver on an ephemeral port in a temporary folder and creates the bucket `bucket`. */
export async function startLocalS3(bucket = 'fenqi-files', prefix?: string): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'fenqi-s3-'));
  const server = await runS3rver(directory);
  const { port } = server;
  const config: S3BlobsConfig = {
    bucket,
    prefix,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  const client = new S3Client({ ...config, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    config,
    client,
    stop: async () => {
      client.destroy();
      await server.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
