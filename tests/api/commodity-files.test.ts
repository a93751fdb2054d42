/** @jest-environment node */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { issueToken } from '../../src/server/auth/tokens';
import { uploadDraftFile } from './commodity-application-sample';
import { createTestMember, type TestMember } from './member-session';
import { SAMPLE_PDF } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

const CATEGORIES = '/api/v2/members/commodity-cases/file-categories';
const FILES = '/api/v2/members/commodity-cases/tmp/files';

describe('commodity draft files', () => {
  let server: TestServer;
  let memberA: TestMember;
  let memberB: TestMember;
  let draftToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    memberA = await createTestMember(server.ctx, { idNum: 'A123456789', tokenKind: 'commodity' });
    memberB = await createTestMember(server.ctx, { idNum: 'B123456780', tokenKind: 'commodity' });
    draftToken = (await issueToken(server.db, 'draft', null, server.clock.now())).token;
  });
  afterAll(() => server.stop());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const categories = async (token: string) => {
    const res = await server.app.inject({ method: 'GET', url: CATEGORIES, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as { id: number; clientFiles: { id: number }[] }[];
  };
  const filesOf = async (token: string, category: number) =>
    (await categories(token)).find((c) => c.id === category)?.clientFiles.map((f) => f.id);
  const fileCount = async () => (await server.db.selectFrom('files').select('id').execute()).length;

  it('lists the documents and contract signatures with sample links and the caller’s files', async () => {
    const list = await categories(memberA.token);
    expect(list.map((c) => c.id)).toEqual([4, 13, 14, 15, 16, 17, 18, 19, 22, 23]);
    expect(list[0]).toEqual({
      id: 4,
      name: '手持證件自拍照',
      maxOnApply: 1,
      required: true,
      sampleUrl: '/api/v2/members/file-categories/4/sample',
      clientFiles: [],
    });
    expect(list.find((c) => c.id === 13)).toMatchObject({ maxOnApply: 10, required: false });
    expect(list.find((c) => c.id === 22)).toMatchObject({
      name: '平台合約簽名',
      required: true,
      sampleUrl: null,
    });
    const asDraft = await server.app.inject({ method: 'GET', url: CATEGORIES, headers: bearer(draftToken) });
    expect(asDraft.statusCode).toBe(200);
    const none = await server.app.inject({ method: 'GET', url: CATEGORIES });
    expect([none.statusCode, none.json().code]).toEqual([401, '001.401']);
  });

  it('serves each sample picture as a public, cacheable SVG', async () => {
    for (const id of [4, 13, 14, 15, 16, 17]) {
      const res = await server.app.inject({
        method: 'GET',
        url: `/api/v2/members/file-categories/${id}/sample`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toMatch(/^public/);
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toMatch(/<title>範例：/);
    }
    const missing = await server.app.inject({
      method: 'GET',
      url: '/api/v2/members/file-categories/18/sample',
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, '404']);
  });

  it('stores an upload (201) with fileCategoryId and a signed link', async () => {
    const res = await uploadDraftFile(server, memberA.token, 4);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fileCategoryId: '4', contentType: 'image/jpeg', name: 'photo.jpg' });
    const link = await server.app.inject({ method: 'GET', url: res.json().fileUrl });
    expect(link.statusCode).toBe(200);
    expect(await filesOf(memberA.token, 4)).toEqual([res.json().id]);
  });

  it('refuses an unknown category, or one not uploaded while applying, with 3012 and stores nothing', async () => {
    const before = await fileCount();
    // 20 (the selfie) comes at 對保 and 21 (receipts) with payments, not with the application.
    for (const category of ['99', '20', '21', 'abc']) {
      const res = await uploadDraftFile(server, memberA.token, category);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: '3012', message: '上傳類別錯誤' });
    }
    expect(await fileCount()).toBe(before);
  });

  it('replaces the file of a single-file category', async () => {
    const first = (await uploadDraftFile(server, memberA.token, 17)).json();
    const second = (await uploadDraftFile(server, memberA.token, 17)).json();
    expect(await filesOf(memberA.token, 17)).toEqual([second.id]);
    const gone = await server.db.selectFrom('files').select('id').where('id', '=', first.id).execute();
    expect(gone).toEqual([]);
  });

  it('appends to category 13 up to maxOnApply, then answers 400-10', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await uploadDraftFile(server, memberA.token, 13)).statusCode).toBe(201);
    }
    expect(await filesOf(memberA.token, 13)).toHaveLength(10);
    const res = await uploadDraftFile(server, memberA.token, 13);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '400-10', message: '檔案數量超過上限（最多 10 個）' });
    expect(await filesOf(memberA.token, 13)).toHaveLength(10);
  });

  it('takes a PDF as an extra file (13) but only photos elsewhere (415)', async () => {
    const pdf = { bytes: SAMPLE_PDF, type: 'application/pdf', name: 'proof.pdf' };
    const extra = await uploadDraftFile(server, memberB.token, 13, pdf);
    expect(extra.statusCode).toBe(201);
    expect(extra.json().contentType).toBe('application/pdf');
    const before = await fileCount();
    const selfie = await uploadDraftFile(server, memberB.token, 4, pdf);
    expect(selfie.statusCode).toBe(415);
    expect(selfie.json().code).toBe('415');
    expect(await fileCount()).toBe(before);
  });

  it('removes the computer picture (15) when a phone picture (14) arrives, and vice versa', async () => {
    const computer = (await uploadDraftFile(server, memberA.token, 15)).json();
    expect(await filesOf(memberA.token, 15)).toEqual([computer.id]);
    const phone = (await uploadDraftFile(server, memberA.token, 14)).json();
    expect(await filesOf(memberA.token, 15)).toEqual([]);
    expect(await filesOf(memberA.token, 14)).toEqual([phone.id]);
    const computerAgain = (await uploadDraftFile(server, memberA.token, 15)).json();
    expect(await filesOf(memberA.token, 14)).toEqual([]);
    expect(await filesOf(memberA.token, 15)).toEqual([computerAgain.id]);
  });

  it('keeps uploads of a draft token apart from members', async () => {
    const res = await uploadDraftFile(server, draftToken, 16);
    expect(res.statusCode).toBe(201);
    expect(await filesOf(draftToken, 16)).toEqual([res.json().id]);
    expect(await filesOf(memberA.token, 16)).toEqual([]);
    const row = await server.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      member_id: null,
      draft_token_hash: expect.any(String),
      draft_kind: 'commodity',
    });
  });

  it('never shows member B the files of member A', async () => {
    const mine = (await categories(memberA.token)).flatMap((c) => c.clientFiles.map((f) => f.id));
    const theirs = (await categories(memberB.token)).flatMap((c) => c.clientFiles.map((f) => f.id));
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.some((id) => mine.includes(id))).toBe(false);
  });

  it('deletes only the caller’s own file: someone else’s answers 404 and stays', async () => {
    const [fileId] = (await filesOf(memberA.token, 17)) ?? [];
    const row = await server.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    const del = (token: string, id: number | string) =>
      server.app.inject({ method: 'DELETE', url: `${FILES}/${id}`, headers: bearer(token) });

    for (const token of [memberB.token, draftToken]) {
      const res = await del(token, fileId);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: '404', message: '查無此檔案' });
    }
    expect(await filesOf(memberA.token, 17)).toEqual([fileId]);

    const res = await del(memberA.token, fileId);
    expect(res.statusCode).toBe(204);
    expect(await filesOf(memberA.token, 17)).toEqual([]);
    expect(existsSync(join(server.dataDir, 'files', row.storage_key))).toBe(false);

    expect((await del(memberA.token, fileId)).statusCode).toBe(404);
    expect((await del(memberA.token, 'x')).statusCode).toBe(422);
    expect((await server.app.inject({ method: 'DELETE', url: `${FILES}/${fileId}` })).json().code).toBe(
      '001.401',
    );
  });

  it('answers 001.401 to an upload without a valid token', async () => {
    const res = await uploadDraftFile(server, 'nope', 4);
    expect([res.statusCode, res.json().code]).toEqual([401, '001.401']);
  });
});
