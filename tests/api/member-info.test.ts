/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maskName } from '../../src/server/accounts/referral';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const PUBLIC_URL = 'https://app.fenqi.test';

/** A case of the memberInfo form's fixtures: the same data the form suite proves valid. */
function fixtureData(name: string): Record<string, unknown> {
  const path = join(__dirname, '../../fixtures/memberInfo', `${name}.json`);
  return (JSON.parse(readFileSync(path, 'utf8')) as { data: Record<string, unknown> }).data;
}

describe('member basic info', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: PUBLIC_URL });
    alice = await createTestMember(server.ctx, { idNum: 'A123456789', email: 'alice@example.com' });
    bob = await createTestMember(server.ctx, { idNum: 'B123456780', email: 'bob@example.com' });
  });
  afterAll(() => server.stop());

  const basicInfo = (token?: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2/members/basic-info${token ? `?access_token=${token}` : ''}`,
    });
  const saveInfo = (token: string | null, payload: Record<string, unknown>) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v2/members/info${token ? `?access_token=${token}` : ''}`,
      payload,
    });
  const setVerified = (member: TestMember) =>
    server.db
      .updateTable('members')
      .set({ email_verified_at: server.clock.now().toISOString() })
      .where('id', '=', member.id)
      .execute();

  it('answers the record of a member who filled in only the application basics', async () => {
    const res = await basicInfo(bob.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      memIdNum: 'B123456780',
      memName: '王小明',
      memGender: 'M',
      memBirthDay: '1995-05-05',
      email: 'bob@example.com',
      cellPhone: '0912345678',
      isEmailVerified: false,
      isLineLinked: false,
    });
  });

  it('saves the whole form (200 ok.) and answers it back with the read-only fields', async () => {
    const info = { ...fixtureData('accept-general'), email: 'alice@example.com' };
    const res = await saveInfo(alice.token, info);
    expect([res.statusCode, res.json()]).toEqual([200, { message: 'ok.' }]);
    const record = (await basicInfo(alice.token)).json();
    expect(record).toEqual({ ...info, memIdNum: 'A123456789', isEmailVerified: false, isLineLinked: false });
  });

  it('drops fields left out of a later save (a student has no company)', async () => {
    const info = { ...fixtureData('accept-student'), email: 'alice@example.com' };
    expect((await saveInfo(alice.token, info)).statusCode).toBe(200);
    const record = (await basicInfo(alice.token)).json();
    expect(record).toMatchObject({ memClass: 2, schoolSerNo: 1, grade: 2 });
    expect(record).not.toHaveProperty('companyName');
    expect(record).not.toHaveProperty('seniority');
  });

  it('keeps verification for the same address, clears it when the email changes', async () => {
    await setVerified(alice);
    const same = { ...fixtureData('accept-general'), email: 'ALICE@example.com' };
    expect((await saveInfo(alice.token, same)).statusCode).toBe(200);
    expect((await basicInfo(alice.token)).json().isEmailVerified).toBe(true);
    const changed = { ...fixtureData('accept-general'), email: 'alice.new@example.com' };
    expect((await saveInfo(alice.token, changed)).statusCode).toBe(200);
    const record = (await basicInfo(alice.token)).json();
    expect([record.email, record.isEmailVerified]).toEqual(['alice.new@example.com', false]);
  });

  it("refuses another member's email in any letter case (422 at /email), and keeps the owner's address", async () => {
    const before = (await basicInfo(alice.token)).json();
    const message = '此電子信箱已由其他會員使用，請改用您自己的電子信箱';
    for (const email of ['bob@example.com', 'BOB@Example.COM']) {
      const res = await saveInfo(alice.token, { ...fixtureData('accept-general'), email });
      expect([res.statusCode, res.json()]).toEqual([
        422,
        { code: '422', message, details: [{ path: '/email', keyword: 'emailTaken', message }] },
      ]);
    }
    // Nothing of the refused save was kept, and Bob still owns his address.
    expect((await basicInfo(alice.token)).json()).toEqual(before);
    expect((await basicInfo(bob.token)).json().email).toBe('bob@example.com');
  });

  it('keeps profile data other flows stored, without answering it', async () => {
    await server.db
      .updateTable('members')
      .set({ profile_json: JSON.stringify({ memLineLiff: 'liff-1', grade: 3 }) })
      .where('id', '=', bob.id)
      .execute();
    expect((await basicInfo(bob.token)).json()).toMatchObject({ grade: 3 });
    expect((await basicInfo(bob.token)).json()).not.toHaveProperty('memLineLiff');
    expect(
      (await saveInfo(bob.token, { ...fixtureData('accept-general'), email: 'bob@example.com' })).statusCode,
    ).toBe(200);
    const row = await server.db
      .selectFrom('members')
      .select('profile_json')
      .where('id', '=', bob.id)
      .executeTakeFirstOrThrow();
    const profile = JSON.parse(row.profile_json ?? '{}');
    expect(profile.memLineLiff).toBe('liff-1');
    expect(profile).not.toHaveProperty('grade');
    expect(profile.firstContact).toMatchObject({ name: '王大明' });
  });

  it('validates the body with the memberInfo form (422 with every field error)', async () => {
    const empty = await saveInfo(alice.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('請輸入姓名');
    expect(empty.json().details).toEqual(
      expect.arrayContaining([
        { path: '/memGender', keyword: 'required', message: '請選取性別' },
        { path: '/memClass', keyword: 'required', message: '身分類別 未選擇' },
      ]),
    );
    const withId = await saveInfo(alice.token, { ...fixtureData('accept-general'), memIdNum: 'B123456780' });
    expect([withId.statusCode, withId.json().message]).toEqual([422, '不允許的欄位：memIdNum']);
    const student = await saveInfo(alice.token, { ...fixtureData('accept-general'), memClass: 2 });
    expect(student.json().details).toContainEqual({
      path: '/schoolSerNo',
      keyword: 'required',
      message: '學校 未選擇',
    });
  });

  it("needs a member token (0004), and a member's save never touches another member", async () => {
    expect((await basicInfo()).json()).toEqual({ code: '0004', message: '請先登入會員' });
    expect((await saveInfo(null, fixtureData('accept-general'))).json().code).toBe('0004');
    const before = (await basicInfo(alice.token)).json();
    await saveInfo(bob.token, {
      ...fixtureData('accept-general'),
      memName: '陳大文',
      email: 'bob@example.com',
    });
    expect((await basicInfo(alice.token)).json()).toEqual(before);
    expect((await basicInfo(bob.token)).json()).toMatchObject({ memIdNum: 'B123456780', memName: '陳大文' });
  });
});

describe('GET /api/v2/members/sharing-info', () => {
  let server: TestServer;
  let alice: TestMember;
  let bob: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: PUBLIC_URL });
    alice = await createTestMember(server.ctx, { idNum: 'A123456789' });
    bob = await createTestMember(server.ctx, { idNum: 'B123456780' });
  });
  afterAll(() => server.stop());

  const sharing = (member: TestMember | null) =>
    server.app.inject({
      method: 'GET',
      url: '/api/v2/members/sharing-info',
      headers: member ? { authorization: `Bearer ${member.token}` } : {},
    });

  it('creates the referral code on first call and keeps it', async () => {
    const first = await sharing(alice);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      referralCode: expect.stringMatching(/^[A-HJKMNP-Z2-9]{8}$/),
      shareUrl: `${PUBLIC_URL}/login?ref=${body.referralCode}`,
      referredCount: 0,
      referredMembers: [],
    });
    expect((await sharing(alice)).json().referralCode).toBe(body.referralCode);
    expect((await sharing(bob)).json().referralCode).not.toBe(body.referralCode);
  });

  it('lists the members the member referred, newest first, with masked names', async () => {
    const joined = ['2024-03-01T08:00:00.000Z', '2024-04-01T08:00:00.000Z', '2024-05-01T08:00:00.000Z'];
    const names = ['林美華', '歐陽小明', '李明'];
    await server.db
      .insertInto('members')
      .values(
        names.map((name, i) => ({
          id_num: ['C123456781', 'D123456782', 'E123456783'][i],
          name,
          created_at: joined[i],
          referrer_id_num: alice.idNum,
        })),
      )
      .execute();
    const body = (await sharing(alice)).json();
    expect(body.referredCount).toBe(3);
    expect(body.referredMembers).toEqual([
      { maskedName: '李○', joinedAt: joined[2] },
      { maskedName: '歐○○明', joinedAt: joined[1] },
      { maskedName: '林○華', joinedAt: joined[0] },
    ]);
    expect((await sharing(bob)).json()).toMatchObject({ referredCount: 0, referredMembers: [] });
  });

  it('needs a Bearer member token (0006); the access_token query is not enough', async () => {
    expect((await sharing(null)).json()).toEqual({ code: '0006', message: '憑證已過期，請重新登入' });
    const byQuery = await server.app.inject({
      method: 'GET',
      url: `/api/v2/members/sharing-info?access_token=${alice.token}`,
    });
    expect([byQuery.statusCode, byQuery.json().code]).toEqual([400, '0006']);
  });
});

describe('maskName', () => {
  it.each([
    ['王小明', '王○明'],
    ['王明', '王○'],
    ['歐陽小明', '歐○○明'],
    ['', '○○○'],
    [null, '○○○'],
  ])('masks %p as %p', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
