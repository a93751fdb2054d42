/** @jest-environment node */
import { uploadKeyOf } from '../../src/server/plugins/idempotent-requests';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, sampleJpeg, SAMPLE_PDF } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

const FILES = '/api/v2/members/commodity-cases/tmp/files';

/*
 * The offline queue sends an upload again when it never got the reply (the network went in
 * between), always with the Idempotency-Key it was queued with. Every upload route answers such a
 * retry with the first reply and stores nothing more: a retry never makes a second file. A key is
 * one request (its full path and body): the same key with another case or another file is refused.
 */
describe('uploads sent again with their Idempotency-Key', () => {
  let server: TestServer;
  let member: TestMember;
  let jpeg: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx, { idNum: 'A123456789', tokenKind: 'commodity' });
    jpeg = await sampleJpeg(64, 48);
  });
  afterAll(() => server.stop());

  const draftUpload = async (category: number, key?: string, token = member.token) => {
    const body = await multipartBody(
      { fileCategoryId: String(category) },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: jpeg },
    );
    return server.app.inject({
      method: 'POST',
      url: FILES,
      payload: body.payload,
      headers: {
        ...body.headers,
        authorization: `Bearer ${token}`,
        ...(key ? { 'idempotency-key': key } : {}),
      },
    });
  };
  const filesIn = async (category: string) =>
    (await server.db.selectFrom('files').select('id').where('category', '=', category).execute()).map(
      (row) => row.id,
    );

  it('answers a retry with the first reply and keeps one file (a category of several files)', async () => {
    const first = await draftUpload(16, 'photo-key-0001');
    expect(first.statusCode).toBe(201);
    const again = await draftUpload(16, 'photo-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await filesIn('16')).toEqual([first.json().id]);
    // Another key is another picture.
    const second = await draftUpload(16, 'photo-key-0002');
    expect(await filesIn('16')).toEqual([first.json().id, second.json().id]);
  });

  it('does not let a retry replace the file it made (a single-file category)', async () => {
    const first = await draftUpload(4, 'selfie-key-001');
    await draftUpload(4, 'selfie-key-001');
    expect(await filesIn('4')).toEqual([first.json().id]);
  });

  it('frees the key of a refused upload, so the same request can be sent again', async () => {
    const refused = await draftUpload(21, 'receipt-in-draft'); // 21 is no apply category: 3012
    expect([refused.statusCode, refused.json().code]).toEqual([400, '3012']);
    const stored = await draftUpload(17, 'receipt-in-draft');
    expect(stored.statusCode).toBe(201);
    expect(stored.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys per caller: another applicant’s same key is their own upload', async () => {
    const other = await createTestMember(server.ctx, { idNum: 'B123456780', tokenKind: 'commodity' });
    const mine = await draftUpload(13, 'shared-key-0001');
    const theirs = await draftUpload(13, 'shared-key-0001', other.token);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });

  it('answers 409 while the first request with the key is still being stored', async () => {
    const key = uploadKeyOf(`POST ${FILES}`, `member:${member.id}`, 'in-flight-key1');
    await server.db
      .insertInto('idempotency_keys')
      .values({ key, created_at: server.clock.now().toISOString() })
      .execute();
    const before = await filesIn('13');
    const busy = await draftUpload(13, 'in-flight-key1');
    expect([busy.statusCode, busy.json()]).toEqual([
      409,
      { code: '409', message: '同一個檔案正在上傳中，請稍候再試' },
    ]);
    expect(await filesIn('13')).toEqual(before);
  });

  it('refuses a malformed key with 422, storing nothing', async () => {
    const before = await filesIn('13');
    const bad = await draftUpload(13, 'no spaces allowed');
    expect(bad.statusCode).toBe(422);
    expect(await filesIn('13')).toEqual(before);
  });

  it('holds for a receipt of a case too (every upload route, not only the application’s)', async () => {
    const memberToken = await createTestMember(server.ctx, { idNum: 'C123456781' });
    const repaying = await createTestCase(server.ctx, memberToken.id, { status: 'repaying' });
    const send = async () => {
      const body = await multipartBody({}, { name: 'r.pdf', type: 'application/pdf', bytes: SAMPLE_PDF });
      return server.app.inject({
        method: 'POST',
        url: `/api/v2/members/cases/${repaying.id}/payment-receipt-file`,
        payload: body.payload,
        headers: {
          ...body.headers,
          authorization: `Bearer ${memberToken.token}`,
          'idempotency-key': 'receipt-k1',
        },
      });
    };
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const receipts = await server.db
      .selectFrom('files')
      .select('id')
      .where('case_id', '=', repaying.id)
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('refuses a key sent again for another case or with another file (422 in zh-TW), storing nothing and replaying nothing', async () => {
    const owner = await createTestMember(server.ctx, { idNum: 'D123456780' });
    const [caseA, caseB] = [
      await createTestCase(server.ctx, owner.id, { status: 'repaying' }),
      await createTestCase(server.ctx, owner.id, { status: 'repaying' }),
    ];
    const receipt = async (caseId: number, bytes: Buffer, key: string) => {
      const body = await multipartBody({}, { name: 'r.pdf', type: 'application/pdf', bytes });
      return server.app.inject({
        method: 'POST',
        url: `/api/v2/members/cases/${caseId}/payment-receipt-file`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${owner.token}`, 'idempotency-key': key },
      });
    };
    const filesOf = async (caseId: number) =>
      (await server.db.selectFrom('files').select('id').where('case_id', '=', caseId).execute()).map(
        (row) => row.id,
      );
    const otherPdf = Buffer.from(
      SAMPLE_PDF.toString('latin1').replace('%%EOF', '% another\n%%EOF'),
      'latin1',
    );
    const first = await receipt(caseA.id, SAMPLE_PDF, 'receipt-key-K');
    expect(first.statusCode).toBe(201);
    const expectRefused = (res: Awaited<ReturnType<typeof receipt>>) => {
      expect(res.statusCode).toBe(422);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
      expect(res.json()).toEqual({
        code: '422',
        message: expect.stringMatching(/^此識別碼（Idempotency-Key）已用於另一筆不同的請求/),
      });
    };
    // Another case's path with the same key and another file: not case A's reply, nothing stored.
    expectRefused(await receipt(caseB.id, otherPdf, 'receipt-key-K'));
    // Even with the same file: the path is part of the request.
    expectRefused(await receipt(caseB.id, SAMPLE_PDF, 'receipt-key-K'));
    // The same case with another file is another request too.
    expectRefused(await receipt(caseA.id, otherPdf, 'receipt-key-K'));
    expect(await filesOf(caseB.id)).toEqual([]);
    expect(await filesOf(caseA.id)).toEqual([first.json().id]);
    // The true retry (the same case and file, in a body built again with a new boundary) still replays.
    const retry = await receipt(caseA.id, SAMPLE_PDF, 'receipt-key-K');
    expect([retry.statusCode, retry.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(retry.json()).toEqual(first.json());
    // And case B's own upload, with its own key, is stored.
    expect((await receipt(caseB.id, otherPdf, 'receipt-key-L')).statusCode).toBe(201);
    expect(await filesOf(caseB.id)).toHaveLength(1);
  });

  it('documents the header on every upload route of the API document', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content?: object }; parameters?: { in: string; name: string }[] }>
      >;
    };
    const uploads = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.requestBody?.content && 'multipart/form-data' in op.requestBody.content)
        .map(([method, op]) => ({ route: `${method} ${path}`, op })),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(8);
    for (const { route, op } of uploads)
      expect([route, op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key')]).toEqual([
        route,
        true,
      ]);
  });
});
