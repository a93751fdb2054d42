/** @jest-environment node */
import { issueToken } from '../../src/server/auth/tokens';
import { twIdNumber } from '../support/tw-id-numbers';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { fileOlderDocument, OLDER_IDENTITY_DOCUMENTS } from './older-document-upload';
import { sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

const APPLY = '/api/v2/cases/apply';
const DAY = 24 * 60 * 60 * 1000;
/** The documents every older applicant files (spec §3): ID card front and back, selfie with the ID. */
const IDENTITY = OLDER_IDENTITY_DOCUMENTS;
const STUDENT_CARD = ['4_1', '4_2'];

const BODY = {
  member: {
    memName: '王小明',
    cellPhone: '0912345678',
    memClass: 1,
    newPasswd: 'abcd1234',
    householdAddress: { city: '臺北市', district: '中正區', postalNo: 100, address: '重慶南路一段 1 號' },
    firstContact: { name: '王大明', relation: '父', cellPhone: '0922333444', isSecret: false },
  },
  order: {
    productName: '手機',
    productSpec: 'iPhone 16',
    appAmount: 24000,
    appPeriods: 12,
    merchantName: '3C 小舖',
  },
};

type Body = { member: Record<string, unknown>; order: Record<string, unknown> };
const withOrder = (order: Record<string, unknown>, member: Record<string, unknown> = {}): Body => ({
  member: { ...BODY.member, ...member },
  order: { ...BODY.order, ...order },
});

/**
 * `POST /cases/apply`, the older order flow's send, under the same application rules as the newer
 * `POST /members/commodity-cases`: 2013/2014, Idempotency-Key, plan and period
 * limits with the class the documents on file prove, the documents before a case is made, and an
 * email no other member uses.
 */
describe('POST /cases/apply', () => {
  let server: TestServer;
  let jpeg: Buffer;
  let serial = 1000000;
  beforeAll(async () => {
    server = await startTestServer();
    jpeg = await sampleJpeg(64, 64);
  });
  afterAll(() => server.stop());

  const apply = (member: TestMember | null, payload: object, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: member ? `${APPLY}?access_token=${member.token}` : APPLY,
      payload,
      headers,
    });
  const file = (member: TestMember, docType: string) => fileOlderDocument(server, member, docType, jpeg);
  /** A new member (a fresh ID number) who filed the given documents. */
  const applicant = async (documents: readonly string[] = IDENTITY, email?: string) => {
    const member = await createTestMember(server.ctx, { idNum: twIdNumber(`G1${serial++}`), email });
    for (const docType of documents) await file(member, docType);
    return member;
  };
  const casesOf = (member: TestMember) =>
    server.db.selectFrom('cases').selectAll().where('member_id', '=', member.id).execute();

  it('creates a submitted case with a server-quoted payment, with the order files filed before it (201)', async () => {
    const member = await applicant();
    await file(member, '8');
    const res = await apply(member, BODY);
    expect(res.statusCode).toBe(201);
    const { appCaseNo } = res.json().result;
    expect(appCaseNo).toMatch(/^FQ\d{14}$/);
    const [row] = await casesOf(member);
    expect(row).toMatchObject({
      case_no: appCaseNo,
      status: 'submitted',
      interest_plan_id: 1,
      amount: 24000,
      installment: 12,
      monthly_payment: 2132, // 24000 at 0.99 % a month over 12 periods, rounded up
      service_fee: 480,
      product_name: '手機',
      product_model_no: 'iPhone 16',
    });
    const kept = JSON.parse(row.applicant_json);
    expect(kept.member).toMatchObject({ memName: '王小明' });
    expect(kept.member.newPasswd).toBeUndefined();
    expect(kept.order).toMatchObject({ quantity: 1, merchantName: '3C 小舖' });
    const events = await server.db
      .selectFrom('case_events')
      .selectAll()
      .where('case_id', '=', row.id)
      .execute();
    expect(events.map((e) => e.to_status)).toEqual(['submitted']);
    // The order file sent before the case existed now belongs to it.
    const orderFiles = await server.db
      .selectFrom('files')
      .select(['case_id', 'member_id'])
      .where('category', '=', '8')
      .where('member_id', '=', member.id)
      .execute();
    expect(orderFiles).toEqual([{ case_id: row.id, member_id: member.id }]);
  });

  it('validates the records with the shared rules (422, zh-TW) and needs a token (0004)', async () => {
    const member = await applicant();
    const badPhone = await apply(member, withOrder({}, { cellPhone: '12345' }));
    expect([badPhone.statusCode, badPhone.json().message]).toEqual([422, '行動電話 手機格式不符']);
    const noAmount = await apply(member, { ...BODY, order: { productName: '手機', appPeriods: 12 } });
    expect(noAmount.json().message).toBe('請輸入申請金額');
    const longNote = await apply(member, withOrder({ orderNote: '備'.repeat(31) }));
    expect(longNote.json().message).toBe('訂單備註最多 30 個字');
    expect((await apply(null, BODY)).json().code).toBe('0004');
    expect(await casesOf(member)).toEqual([]);
  });

  it("refuses another member's ID number and an amount or period no plan offers (422)", async () => {
    const member = await applicant();
    const other = await apply(member, withOrder({}, { memIdNum: 'B123456780' }));
    expect([other.statusCode, other.json().message]).toEqual([422, '身分證字號與登入會員不符']);
    const huge = await apply(member, withOrder({ appAmount: 9_000_000 }));
    expect([huge.statusCode, huge.json().message]).toEqual([422, '此申請金額與期數沒有適用的分期方案']);
    // 7 is no period the order form offers: the form's own rule refuses it, at the field.
    const odd = await apply(member, withOrder({ appPeriods: 7 }));
    expect(odd.statusCode).toBe(422);
    expect(odd.json().details.map((detail: { path: string }) => detail.path)).toEqual(['/order/appPeriods']);
    expect(await casesOf(member)).toEqual([]);
  });

  it("asks for the documents of the applicant's class before any case is made (422 請上傳 …)", async () => {
    const none = await applicant([]);
    const bare = await apply(none, BODY);
    expect([bare.statusCode, bare.json()]).toEqual([422, { code: '422', message: '請上傳 身分證正面' }]);
    const front = await applicant(['1_1', '3']);
    expect((await apply(front, BODY)).json().message).toBe('請上傳 身分證反面');
    const student = await applicant();
    expect((await apply(student, withOrder({}, { memClass: 2 }))).json().message).toBe('請上傳 學生證正面');
    for (const member of [none, front, student]) expect(await casesOf(member)).toEqual([]);
  });

  it('grants the 36th period by the class the documents on file prove, never by the memClass the body claims', async () => {
    const general = await applicant();
    const claimed = await apply(general, withOrder({ appPeriods: 36 }, { memClass: 2 }));
    expect([claimed.statusCode, claimed.json().message]).toEqual([422, '請上傳 學生證正面']);
    const asGeneral = await apply(general, withOrder({ appPeriods: 36 }, { memClass: 1 }));
    expect([asGeneral.statusCode, asGeneral.json().message]).toEqual([
      422,
      '第 36 期僅限學生、軍警消及醫護人員申辦',
    ]);
    expect(await casesOf(general)).toEqual([]);

    const student = await applicant([...IDENTITY, ...STUDENT_CARD]);
    // A student card on file does not make a member who says they are general a student.
    const undeclared = await apply(student, withOrder({ appPeriods: 36 }, { memClass: 1 }));
    expect(undeclared.json().message).toBe('第 36 期僅限學生、軍警消及醫護人員申辦');
    const proven = await apply(student, withOrder({ appPeriods: 36 }, { memClass: 2 }));
    expect(proven.statusCode).toBe(201);
    expect(await casesOf(student)).toEqual([expect.objectContaining({ installment: 36 })]);
  });

  it('answers 2013 while an application is in review, and to a second send seconds after the first', async () => {
    const waiting = await applicant();
    await createTestCase(server.ctx, waiting.id, { status: 'supplement' });
    const refused = await apply(waiting, BODY);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { code: '2013', message: '申請過於頻繁，恕不受理' },
    ]);
    expect(await casesOf(waiting)).toHaveLength(1);

    const member = await applicant();
    expect((await apply(member, BODY)).statusCode).toBe(201);
    const again = await apply(member, withOrder({ appAmount: 50_000, appPeriods: 24 }));
    expect([again.statusCode, again.json().code]).toEqual([400, '2013']);
    expect(await casesOf(member)).toHaveLength(1);
  });

  it('answers 2014 for 90 days after a rejection', async () => {
    const member = await applicant();
    await createTestCase(server.ctx, member.id, { status: 'rejected' });
    server.clock.advance(11 * 60 * 1000); // past the 10 minutes in which any second application is 2013
    const refused = await apply(member, BODY);
    expect([refused.statusCode, refused.json()]).toEqual([
      400,
      { code: '2014', message: '您先前的申請案件未通過審核，恕無法受理' },
    ]);
    server.clock.advance(91 * DAY);
    const { token } = await issueToken(server.db, 'member', member.id, server.clock.now());
    expect((await apply({ ...member, token }, BODY)).statusCode).toBe(201);
  });

  it('makes one case per Idempotency-Key: a retry hears the first reply, another key hears 2013', async () => {
    const member = await applicant();
    const key = { 'idempotency-key': 'older-order-0001' };
    const first = await apply(member, BODY, key);
    const retry = await apply(member, BODY, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    const other = await apply(member, BODY, { 'idempotency-key': 'older-order-0002' });
    expect([other.statusCode, other.json().code]).toEqual([400, '2013']);
    expect(await casesOf(member)).toHaveLength(1);
  });

  it("refuses another member's email in any letter case (422 at /member/memEmail), and keeps the own one", async () => {
    await createTestMember(server.ctx, { idNum: twIdNumber(`G2${serial++}`), email: 'Taken@Example.com' });
    const member = await applicant(IDENTITY, 'mine@example.com');
    const taken = await apply(member, withOrder({}, { memEmail: 'TAKEN@example.com' }));
    const message = '此電子信箱已由其他會員使用，請改用您自己的電子信箱';
    expect([taken.statusCode, taken.json()]).toEqual([
      422,
      { code: '422', message, details: [{ path: '/member/memEmail', keyword: 'emailTaken', message }] },
    ]);
    expect(await casesOf(member)).toEqual([]);
    const own = await apply(member, withOrder({}, { memEmail: 'Mine@Example.com' }));
    expect(own.statusCode).toBe(201);
  });
});
