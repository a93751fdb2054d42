/** @jest-environment node */
import { issueToken } from '../../src/server/auth/tokens';
import { uploadDraftFile } from './commodity-application-sample';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const TMP = '/api/v2/members/commodity-cases/tmp';
const JWT_TMP = '/api/v2/members/commodity-cases/jwt-tmp';

describe('commodity drafts', () => {
  let server: TestServer;
  let memberA: TestMember;
  let memberB: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    memberA = await createTestMember(server.ctx, { idNum: 'A123456789', tokenKind: 'commodity' });
    memberB = await createTestMember(server.ctx, { idNum: 'B123456780', tokenKind: 'commodity' });
  });
  afterAll(() => server.stop());

  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload } : {}),
    });

  const draft = {
    amount: 30000,
    interestPlanId: 1,
    interestPlanName: '手機分期 0 利率專案',
    installment: 12,
    productName: '手機',
    applicant: { name: '王小明', careerTypeId: 2, seniority: 26, contactTime: 'afternoon,13-15' },
  };

  describe('/members/commodity-cases/tmp (member draft)', () => {
    it('has no draft at first (200, data null)', async () => {
      const res = await call('GET', TMP, memberA.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: null });
    });

    it('saves the draft and gives it back with isSaveTmp, careerType and the files by category', async () => {
      const upload = await uploadDraftFile(server, memberA.token, 4);
      expect(upload.statusCode).toBe(201);
      const saved = await call('PATCH', TMP, memberA.token, draft);
      expect(saved.statusCode).toBe(200);
      const { data } = saved.json();
      expect(data).toMatchObject({
        ...draft,
        isSaveTmp: true,
        applicant: { ...draft.applicant, careerType: { id: 2, name: '學生' } },
      });
      expect(data.files['4']).toEqual([
        expect.objectContaining({ id: upload.json().id, fileCategoryId: '4', contentType: 'image/jpeg' }),
      ]);
      expect(data.files['4'][0].fileUrl).toMatch(/^\/api\/v2\/files\/\d+\?expires=\d+&signature=/);
      expect(typeof data.updatedAt).toBe('string');
      expect((await call('GET', TMP, memberA.token)).json()).toEqual(saved.json());
    });

    it('replaces the whole draft on the next save (a field no longer sent is gone)', async () => {
      const res = await call('PATCH', TMP, memberA.token, { amount: 25000, applicant: { name: '王小明' } });
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.amount).toBe(25000);
      expect(data.installment).toBeUndefined();
      expect(data.applicant).toEqual({ name: '王小明', careerType: null });
    });

    it('still checks the §5 bounds of the fields it is given (422 with the zh-TW message)', async () => {
      const seniority = await call('PATCH', TMP, memberA.token, { applicant: { seniority: 400 } });
      expect(seniority.statusCode).toBe(422);
      expect(seniority.json()).toMatchObject({ code: '422', message: '年資最多 30 年 11 個月' });
      const phone = await call('PATCH', TMP, memberA.token, { applicant: { cellPhone: '12345' } });
      expect(phone.json()).toMatchObject({ code: '422', message: '行動電話 手機格式不符' });
      const contact = await call('PATCH', TMP, memberA.token, {
        applicant: { firstContact: { name: '王-明' } },
      });
      expect(contact.json()).toMatchObject({ code: '422', message: '聯絡人姓名不得包含連字符號' });
      const unknown = await call('PATCH', TMP, memberA.token, { applicant: { shoeSize: 42 } });
      expect(unknown.json()).toMatchObject({ code: '422', message: '不允許的欄位：shoeSize' });
    });

    it("keeps members' drafts apart", async () => {
      expect((await call('GET', TMP, memberB.token)).json()).toEqual({ data: null });
      await call('PATCH', TMP, memberB.token, { amount: 50000 });
      expect((await call('GET', TMP, memberA.token)).json().data.amount).toBe(25000);
    });

    it('deletes the draft and its files (204)', async () => {
      const before = await server.db
        .selectFrom('files')
        .select('id')
        .where('member_id', '=', memberA.id)
        .execute();
      expect(before.length).toBe(1);
      const res = await call('DELETE', TMP, memberA.token);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await call('GET', TMP, memberA.token)).json()).toEqual({ data: null });
      const after = await server.db
        .selectFrom('files')
        .select('id')
        .where('member_id', '=', memberA.id)
        .execute();
      expect(after).toEqual([]);
      expect((await call('GET', TMP, memberB.token)).json().data.amount).toBe(50000);
    });

    it('answers 001.401 without a token, and for a draft token', async () => {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const res = await call(method, TMP, undefined, method === 'PATCH' ? {} : undefined);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: '001.401', message: '憑證已過期，請重新下單' });
      }
      const { token } = await issueToken(server.db, 'draft', null, server.clock.now());
      expect((await call('GET', TMP, token)).json().code).toBe('001.401');
    });
  });

  describe('/members/commodity-cases/jwt-tmp (new member draft)', () => {
    let draftToken: string;

    it('creates a draft and a draft token when POSTed without one (201)', async () => {
      const res = await call('POST', JWT_TMP, undefined, draft);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Date.parse(body.expiresAt) - server.clock.now().getTime()).toBe(7 * 24 * 60 * 60 * 1000);
      expect(body.data).toMatchObject({ amount: 30000, isSaveTmp: true, files: {} });
      draftToken = body.token;
    });

    it('gives the draft back and updates it with the draft token (200)', async () => {
      const got = await call('GET', JWT_TMP, draftToken);
      expect(got.statusCode).toBe(200);
      expect(got.json().data.applicant.careerType).toEqual({ id: 2, name: '學生' });
      const upload = await uploadDraftFile(server, draftToken, 17);
      expect(upload.statusCode).toBe(201);
      const updated = await call('POST', JWT_TMP, draftToken, { ...draft, amount: 40000 });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data.amount).toBe(40000);
      expect(updated.json().data.files['17']).toHaveLength(1);
      const stored = await server.db
        .selectFrom('drafts')
        .select('id')
        .where('kind', '=', 'commodity')
        .execute();
      expect(stored.length).toBe(2); // member B's and this one: the update did not add a row
    });

    it('answers 001.401 for an unknown or expired draft token, and for a commodity token', async () => {
      expect((await call('GET', JWT_TMP, 'not-a-token')).json()).toMatchObject({ code: '001.401' });
      expect((await call('POST', JWT_TMP, 'not-a-token', draft)).statusCode).toBe(401);
      expect((await call('GET', JWT_TMP, memberB.token)).statusCode).toBe(401);
      expect((await call('GET', JWT_TMP)).statusCode).toBe(401);
      server.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
      const expired = await call('GET', JWT_TMP, draftToken);
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ code: '001.401', message: '憑證已過期，請重新下單' });
    });

    it('rejects a bad draft body with 422 before creating a token', async () => {
      const tokensBefore = await server.db.selectFrom('auth_tokens').select('token_hash').execute();
      const res = await call('POST', JWT_TMP, undefined, { applicant: { email: 'not-an-email' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: '422', message: '請輸入正確的電子信箱' });
      const tokensAfter = await server.db.selectFrom('auth_tokens').select('token_hash').execute();
      expect(tokensAfter.length).toBe(tokensBefore.length);
    });
  });
});
