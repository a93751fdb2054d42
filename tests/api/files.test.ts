/** @jest-environment node */
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { memberFromBearer, memberIdOf } from '../../src/server/auth/request-auth';
import { describeFile } from '../../src/server/storage/file-view';
import { receiveUpload } from '../../src/server/storage/receive-upload';
import { IMAGE_TYPES } from '../../src/server/storage/sniff-content-type';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

/** Uploading through receiveUpload and reading back through the signed links of describeFile. */
describe('uploads and signed file links', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ uploadMaxBytes: 200_000 });
    const { app, ctx } = server;
    app.post(
      '/probe/upload',
      { onRequest: memberFromBearer(ctx) },
      async (request: FastifyRequest, reply) => {
        const file = await receiveUpload(request, ctx, IMAGE_TYPES, ({ fields }) => ({
          category: fields.fileCategoryId ?? '13',
          member_id: memberIdOf(request),
        }));
        return reply.code(201).send(describeFile(ctx, file));
      },
    );
    member = await createTestMember(ctx);
  });
  afterAll(() => server.stop());

  async function upload(bytes: Buffer, type = 'image/jpeg') {
    const body = await multipartBody({ fileCategoryId: '4' }, { name: '自拍照.jpg', type, bytes });
    return server.app.inject({
      method: 'POST',
      url: '/probe/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${member.token}` },
    });
  }

  it('stores an upload (the image encoded anew) and serves it, and its thumbnail, through signed links', async () => {
    const jpeg = await sampleJpeg();
    const res = await upload(jpeg);
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({ fileCategoryId: '4', name: '自拍照.jpg', contentType: 'image/jpeg' });
    const original = await server.app.inject({ method: 'GET', url: file.fileUrl });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    // What is served is the decoded picture encoded anew (image-checks.ts), the size the reply gave.
    expect(original.rawPayload.length).toBe(file.size);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 640,
      height: 480,
    });
    const thumbnail = await server.app.inject({ method: 'GET', url: file.thumbnailUrl });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(320);
  });

  it('refuses a link that was tampered with or has expired (403)', async () => {
    const file = (await upload(await sampleJpeg())).json();
    const tampered = file.fileUrl.replace(
      /\/files\/(\d+)/,
      (_: string, id: string) => `/files/${Number(id) + 1}`,
    );
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    server.clock.advance(61 * 60 * 1000);
    const expired = await server.app.inject({ method: 'GET', url: file.fileUrl });
    expect([expired.statusCode, expired.json().code]).toEqual([403, '403']);
  });

  it('refuses a link without a signature with 422', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v2/files/1' });
    expect(res.statusCode).toBe(422);
  });

  it('answers 413 past the upload limit and 415 for a non-image, storing nothing', async () => {
    const before = await server.ctx.db.selectFrom('files').select('id').execute();
    const big = await upload(await sampleJpeg(1600, 1600));
    expect([big.statusCode, big.json().code]).toEqual([413, '413']);
    const text = await upload(Buffer.from('just text pretending'), 'image/jpeg');
    expect([text.statusCode, text.json().code]).toEqual([415, '415']);
    expect(await server.ctx.db.selectFrom('files').select('id').execute()).toHaveLength(before.length);
  });

  it('answers 415 when the request is not multipart', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/probe/upload',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.statusCode).toBe(415);
  });
});
