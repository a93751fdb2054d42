/** @jest-environment node */
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { issueToken } from '../../src/server/auth/tokens';
import { sweepFiles } from '../../tools/ops/sweep-files';
import { sweepOrphanBlobs } from '../../src/server/storage/orphan-sweep';
import { startLocalS3, type LocalS3 } from './s3-server';
import { multipartBody, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

jest.setTimeout(120_000);

const FILES = '/api/v2/members/commodity-cases/tmp/files';

/**
 * A server whose file store is an S3-compatible bucket (FILE_STORE=s3; s3rver here), over real
 * HTTP: an upload lands in the bucket (nothing stays on the local disk), its signed link serves
 * it from there, deleting it empties the bucket, a row whose blob is gone answers 404, and the
 * orphan sweep removes only blobs no row refers to.
 */
describe('the server on an S3 file store', () => {
  let s3: LocalS3;
  let server: TestServer;
  let baseUrl: string;
  let token: string;
  beforeAll(async () => {
    s3 = await startLocalS3('fenqi-server', 'fenqi');
    server = await startTestServer({ fileStore: { kind: 's3', ...s3.config } });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    token = (await issueToken(server.db, 'draft', null, server.clock.now())).token;
  });
  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
  });

  const objects = async () =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: 'fenqi-server' }))).Contents ?? [])
      .map((o) => o.Key ?? '')
      .sort();
  const bearer = () => ({ authorization: `Bearer ${token}` });

  async function upload(
    category: string,
  ): Promise<{ id: number; size: number; fileUrl: string; thumbnailUrl: string }> {
    const body = await multipartBody(
      { fileCategoryId: category },
      { name: '證件.jpg', type: 'image/jpeg', bytes: await sampleJpeg(800, 600) },
    );
    const res = await fetch(baseUrl + FILES, {
      method: 'POST',
      headers: { ...body.headers, ...bearer() },
      body: new Uint8Array(body.payload),
    });
    expect(res.status).toBe(201);
    return res.json() as Promise<{ id: number; size: number; fileUrl: string; thumbnailUrl: string }>;
  }

  it('stores an upload in the bucket, serves it by its signed link, and deletes it', async () => {
    const file = await upload('4');
    const row = await server.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    expect(await objects()).toEqual([`fenqi/${row.storage_key}`, `fenqi/${row.thumbnail_key}`].sort());
    // Only the (empty) upload folder is on the local disk: the bytes live in the bucket.
    expect(readdirSync(join(server.dataDir, 'files'))).toEqual(['tmp']);
    expect(readdirSync(join(server.dataDir, 'files', 'tmp'))).toEqual([]);

    const served = await fetch(baseUrl + file.fileUrl);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(file.size);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 800, height: 600 });
    const thumbnail = await fetch(baseUrl + file.thumbnailUrl);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);

    const deleted = await fetch(`${baseUrl}${FILES}/${file.id}`, { method: 'DELETE', headers: bearer() });
    expect(deleted.status).toBe(204);
    expect(await objects()).toEqual([]);
    expect((await fetch(baseUrl + file.fileUrl)).status).toBe(404);
  });

  it('answers 404 {code, message}, not 500, when a row outlived its blob', async () => {
    const file = await upload('14');
    const row = await server.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    await s3.client.send(
      new DeleteObjectCommand({ Bucket: 'fenqi-server', Key: `fenqi/${row.storage_key}` }),
    );
    const res = await fetch(baseUrl + file.fileUrl);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: '404', message: '查無檔案' });
    expect((await fetch(baseUrl + file.thumbnailUrl)).status).toBe(200);
  });

  it('sweeps only blobs no row refers to, and only those older than asked (npm run ops -- sweep-files)', async () => {
    const kept = await upload('16');
    const orphanPath = join(server.dataDir, 'files', 'tmp', 'orphan.part');
    writeFileSync(orphanPath, 'a blob put just before a crash');
    await server.ctx.files.blobs.put('2026-11/0badc0de.jpg', orphanPath, 'image/jpeg');

    // The server's clock (a test clock) moves on; blobs age with it.
    server.clock.advance(30 * 60 * 1000);
    expect((await sweepOrphanBlobs(server.ctx, { olderThan: 60 * 60 * 1000 })).removed).toEqual([]);
    server.clock.advance(31 * 60 * 1000);
    const swept = await sweepFiles.run(server.ctx, ['60']);
    expect(swept[0]).toMatch(
      /^s3:\/\/fenqi-server\/fenqi\/ at http:\/\/127\.0\.0\.1:\d+: \d+ files, 1 removed \(no database row, older than 60 min\)$/,
    );
    expect(swept.slice(1)).toEqual(['  removed 2026-11/0badc0de.jpg']);
    const rows = await server.db.selectFrom('files').select(['storage_key', 'thumbnail_key']).execute();
    const referenced = rows.flatMap((r) => [r.storage_key, r.thumbnail_key ?? '']).filter(Boolean);
    const left = await objects();
    expect(left).not.toContain('fenqi/2026-11/0badc0de.jpg');
    // What is left is exactly what rows refer to (but the blob deleted behind the server's back).
    expect(left.every((key) => referenced.includes(key.slice('fenqi/'.length)))).toBe(true);
    const keptRow = await server.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', kept.id)
      .executeTakeFirstOrThrow();
    expect(left).toEqual(
      expect.arrayContaining([`fenqi/${keptRow.storage_key}`, `fenqi/${keptRow.thumbnail_key}`]),
    );
  });
});
