/** @jest-environment node */
import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from '../../src/server/storage/blob-store';
import { LocalDiskBlobs } from '../../src/server/storage/local-disk-blobs';
import { S3Blobs } from '../../src/server/storage/s3-blobs';
import { startLocalS3, type LocalS3 } from './s3-server';

jest.setTimeout(60_000);

async function bytesOf(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

async function keysOf(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list()) keys.push(blob.key);
  return keys.sort();
}

let s3: LocalS3;
let runs = 0;
const work = mkdtempSync(join(tmpdir(), 'fenqi-blobs-'));
beforeAll(async () => {
  s3 = await startLocalS3('fenqi-blobs', 'fenqi/uploads');
});
afterAll(async () => {
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** A local file to put, with `text` in it. */
function localFile(text: string): string {
  const path = join(mkdtempSync(join(work, 'in-')), 'upload.part');
  writeFileSync(path, text);
  return path;
}

/**
 * The same behaviour from both drivers of the BlobStore interface: the local disk and an
 * S3-compatible server (s3rver, real HTTP through the AWS SDK). S3 lists in pages of 2 here,
 * so listing five blobs takes three ListObjectsV2 pages.
 */
describe.each([
  ['local disk', () => new LocalDiskBlobs(mkdtempSync(join(work, 'files-')))],
  ['S3 (s3rver)', () => new S3Blobs({ ...s3.config, prefix: `run-${++runs}`, listPageSize: 2 })],
])('BlobStore: %s', (_name, create) => {
  let store: BlobStore;
  beforeEach(() => {
    store = create();
  });
  afterEach(() => store.close?.());

  it('puts a local file whole (the local file is gone), reads it back, sizes and removes it', async () => {
    const from = localFile('a photo of an ID card');
    await store.put('2026-11/0a1b2c3d.jpg', from, 'image/jpeg');
    expect(existsSync(from)).toBe(false);
    expect(await bytesOf(await store.read('2026-11/0a1b2c3d.jpg'))).toBe('a photo of an ID card');
    expect(await store.size('2026-11/0a1b2c3d.jpg')).toBe(21);
    await store.remove('2026-11/0a1b2c3d.jpg');
    expect(await store.read('2026-11/0a1b2c3d.jpg')).toBeNull();
  });

  it('answers null for a missing key and removes one quietly', async () => {
    expect(await store.read('2026-11/00000000.jpg')).toBeNull();
    expect(await store.size('2026-11/00000000.jpg')).toBeNull();
    await expect(store.remove('2026-11/00000000.jpg')).resolves.toBeUndefined();
  });

  it('lists every blob with its time, across pages', async () => {
    const started = Date.now() - 2000; // s3rver keeps whole seconds
    const keys = [
      '2026-10/0a.jpg',
      '2026-11/0b.thumb.webp',
      '2026-11/0b.png',
      '2026-11/0c.pdf',
      '2026-12/0d.heic',
    ];
    for (const key of keys) await store.put(key, localFile(key), 'application/octet-stream');
    const listed: { key: string; modifiedAt: Date }[] = [];
    for await (const blob of store.list()) listed.push(blob);
    expect(listed.map((blob) => blob.key).sort()).toEqual([...keys].sort());
    for (const blob of listed) expect(blob.modifiedAt.getTime()).toBeGreaterThanOrEqual(started);
  });

  it('refuses keys that are not its own: `..`, absolute paths, other folders', async () => {
    const bad = [
      '../etc/passwd',
      '2026-11/../../secret.jpg',
      '/etc/passwd',
      'tmp/x.part',
      '2026-11/a b.jpg',
      '',
    ];
    for (const key of bad) {
      await expect(store.put(key, localFile('x'), 'image/jpeg')).rejects.toThrow(/bad storage key/);
      await expect(store.read(key)).rejects.toThrow(/bad storage key/);
      await expect(store.size(key)).rejects.toThrow(/bad storage key/);
      await expect(store.remove(key)).rejects.toThrow(/bad storage key/);
    }
    expect(await keysOf(store)).toEqual([]);
  });
});

describe('S3Blobs in a shared bucket', () => {
  it('keeps its keys under S3_PREFIX and lists only its own keys there', async () => {
    const store = new S3Blobs({ ...s3.config, prefix: '/team-a/' });
    try {
      await store.put('2026-11/0e.jpg', localFile('mine'), 'image/jpeg');
      // Someone else's objects in the bucket, in the prefix and outside it.
      for (const key of ['team-a/notes.txt', 'team-b/2026-11/0f.jpg'])
        await s3.client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: key, Body: 'theirs' }));
      const all = await s3.client.send(
        new ListObjectsV2Command({ Bucket: s3.config.bucket, Prefix: 'team-' }),
      );
      expect((all.Contents ?? []).map((o) => o.Key).sort()).toEqual([
        'team-a/2026-11/0e.jpg',
        'team-a/notes.txt',
        'team-b/2026-11/0f.jpg',
      ]);
      expect(await keysOf(store)).toEqual(['2026-11/0e.jpg']);
      expect(store.description).toBe(`s3://fenqi-blobs/team-a/ at ${s3.config.endpoint}`);
    } finally {
      store.close();
    }
  });

  it('stores the content type given, so the bucket serves it right', async () => {
    const store = new S3Blobs(s3.config);
    try {
      await store.put('2026-11/1a.png', localFile('png bytes'), 'image/png');
      const head = await s3.client.send(
        new HeadObjectCommand({ Bucket: s3.config.bucket, Key: 'fenqi/uploads/2026-11/1a.png' }),
      );
      expect([head.ContentType, head.ContentLength]).toEqual(['image/png', 9]);
    } finally {
      store.close();
    }
  });
});
