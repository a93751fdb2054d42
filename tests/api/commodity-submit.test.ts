/** @jest-environment node */
import { hashSecret, issueToken } from '../../src/server/auth/tokens';
import { verifyPassword } from '../../src/server/auth/password-hash';
import { nextCaseNumber, taipeiDay } from '../../src/server/cases/case-number';
import {
  PHONE_REQUIRED_CATEGORIES,
  sampleApplication,
  uploadDraftFile,
  uploadPhoneDocuments,
} from './commodity-application-sample';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const SUBMIT = '/api/v2/members/commodity-cases';
const MINUTE = 60_000;

describe('POST /members/commodity-cases', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const submit = (token: string | undefined, payload: object) =>
    server.app.inject({ method: 'POST', url: SUBMIT, headers: token ? bearer(token) : {}, payload });
  const login = async (idNum: string, password: string) => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/members/commodity-cases/login',
      payload: { memIdNum: idNum, password },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  };
  /** A member who applies with a commodity token, ready to submit with every phone document uploaded. */
  const readyMember = async (idNum: string) => {
    const member = await createTestMember(server.ctx, { idNum, tokenKind: 'commodity' });
    await uploadPhoneDocuments(server, member.token);
    return member;
  };
  const casesOf = (memberId: number) =>
    server.db.selectFrom('cases').selectAll().where('member_id', '=', memberId).execute();

  describe('a member with a commodity token', () => {
    let member: TestMember;
    let token: string;
    let submitted: { caseNo: string; caseId: number; isEmailVerified: boolean };
    let email: string | undefined;

    it('goes from login through draft and uploads to a submitted case (201)', async () => {
      member = await createTestMember(server.ctx, { idNum: 'A123456789', password: 'abcd1234', email: null });
      token = await login('A123456789', 'abcd1234');
      const application = sampleApplication();
      email = application.applicant.email;
      const saved = await server.app.inject({
        method: 'PATCH',
        url: '/api/v2/members/commodity-cases/tmp',
        headers: bearer(token),
        payload: {
          ...application,
          midAgreedAt: undefined,
          platformContractAgreedAt: undefined,
          saleContractAgreedAt: undefined,
        },
      });
      expect(saved.statusCode).toBe(200);
      const fileIds = await uploadPhoneDocuments(server, token);
      const extra = (await uploadDraftFile(server, token, 13)).json().id as number;

      const res = await submit(token, { ...application, caseFileIds: [...fileIds, [extra]] });
      expect(res.statusCode).toBe(201);
      submitted = res.json();
      expect(submitted).toEqual({
        caseNo: expect.stringMatching(/^FQ\d{8}\d{6}$/),
        caseId: expect.any(Number),
        isEmailVerified: false,
      });
      expect(res.json().token).toBeUndefined();

      const [created] = await casesOf(member.id);
      expect(created).toMatchObject({
        id: submitted.caseId,
        case_no: submitted.caseNo,
        status: 'submitted',
        interest_plan_id: 1,
        interest_rate_id: 13,
        amount: 30000,
        installment: 12,
        monthly_payment: 2664,
        service_fee: 600,
        product_name: '手機',
        product_model_no: 'iPhone 16 128GB',
        is_provide_labor_insurance: 0,
        mid_clause_version: '2024.06',
      });
      const applicant = JSON.parse(created.applicant_json);
      expect(applicant).toMatchObject({
        idCardNo: 'A123456789',
        residentialCity: '臺北市',
        residentialAddress: '復興南路一段 1 號',
      });
      const events = await server.db
        .selectFrom('case_events')
        .selectAll()
        .where('case_id', '=', submitted.caseId)
        .execute();
      expect(events).toEqual([expect.objectContaining({ from_status: null, to_status: 'submitted' })]);
    });

    it('moved the draft files to the case and deleted the draft', async () => {
      const files = await server.db
        .selectFrom('files')
        .selectAll()
        .where('case_id', '=', submitted.caseId)
        .execute();
      expect(files.map((f) => f.category).sort()).toEqual([
        '13',
        '14',
        '16',
        '17',
        '18',
        '19',
        '22',
        '23',
        '4',
      ]);
      expect(files.every((f) => f.member_id === member.id && f.draft_kind === null)).toBe(true);
      const draft = await server.app.inject({
        method: 'GET',
        url: '/api/v2/members/commodity-cases/tmp',
        headers: bearer(token),
      });
      expect(draft.json()).toEqual({ data: null });
      const categories = await server.app.inject({
        method: 'GET',
        url: '/api/v2/members/commodity-cases/file-categories',
        headers: bearer(token),
      });
      expect(
        (categories.json() as { clientFiles: unknown[] }[]).every((c) => c.clientFiles.length === 0),
      ).toBe(true);
    });

    it('mailed an application-received notice and filled in the member’s email', async () => {
      const mail = await server.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', email ?? '')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe(`【Fenqi 分期】已收到您的分期申請（案件編號 ${submitted.caseNo}）`);
      expect(mail.text_body).toContain('我們已收到您的商品分期申請');
      expect(mail.text_body).toContain('每月應繳：NT$ 2,664');
      const fee = await server.db
        .selectFrom('cases')
        .select('service_fee')
        .where('case_no', '=', submitted.caseNo)
        .executeTakeFirstOrThrow();
      expect(fee.service_fee).toBeGreaterThan(0);
      const first = (2664 + fee.service_fee).toLocaleString('en-US');
      expect(mail.text_body).toContain(
        `首期應繳：NT$ ${first}（含手續費 NT$ ${fee.service_fee.toLocaleString('en-US')}）`,
      );
      const row = await server.db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(row.email).toBe(email);
    });

    it('answers 2013 to another application within 10 minutes, or while one is still in review', async () => {
      await uploadPhoneDocuments(server, token);
      const soon = await submit(token, sampleApplication());
      expect(soon.statusCode).toBe(400);
      expect(soon.json()).toEqual({ code: '2013', message: '申請過於頻繁，恕不受理' });
      server.clock.advance(11 * MINUTE);
      const token2 = await login('A123456789', 'abcd1234');
      expect((await submit(token2, sampleApplication())).json().code).toBe('2013'); // still 'submitted'
      await server.db
        .updateTable('cases')
        .set({ status: 'supplement' })
        .where('id', '=', submitted.caseId)
        .execute();
      expect((await submit(token2, sampleApplication())).json().code).toBe('2013'); // awaiting documents
      await server.db
        .updateTable('cases')
        .set({ status: 'repaying' })
        .where('id', '=', submitted.caseId)
        .execute();
      expect((await submit(token2, sampleApplication())).statusCode).toBe(201); // a running loan does not block
    });
  });

  it('answers 2014 when a case of the member was rejected in the last 90 days', async () => {
    const member = await readyMember('B123456780');
    const now = server.clock.now();
    const old = new Date(now.getTime() - 30 * 24 * 60 * MINUTE).toISOString();
    await server.db
      .insertInto('cases')
      .values({
        case_no: 'FQ20200101999999',
        member_id: member.id,
        status: 'rejected',
        interest_plan_id: 1,
        interest_rate_id: 13,
        amount: 30000,
        installment: 12,
        monthly_payment: 2665,
        service_fee: 600,
        product_name: '手機',
        product_model_no: null,
        is_provide_labor_insurance: 0,
        applicant_json: '{}',
        mid_clause_version: null,
        mid_agreed_at: null,
        platform_contract_agreed_at: null,
        sale_contract_agreed_at: null,
        status_note: '資料不符',
        virtual_account: null,
        id_verify_json: null,
        created_at: old,
        updated_at: old,
      })
      .execute();
    const res = await submit(member.token, sampleApplication({ applicant: { email: 'b@example.com' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '2014', message: '您先前的申請案件未通過審核，恕無法受理' });
    expect(await casesOf(member.id)).toHaveLength(1);
    server.clock.advance(61 * 24 * 60 * MINUTE);
    const later = await submit(member.token, sampleApplication({ applicant: { email: 'b@example.com' } }));
    expect(later.statusCode).toBe(401); // the 2-hour commodity token has long lapsed
    const fresh = (await issueToken(server.db, 'commodity', member.id, server.clock.now())).token;
    expect(
      (await submit(fresh, sampleApplication({ applicant: { email: 'b@example.com' } }))).statusCode,
    ).toBe(201);
  });

  describe('the plan rules', () => {
    let member: TestMember;
    beforeAll(async () => {
      member = await readyMember('C123456781');
    });

    it('allows 36 installments only to restricted careers (422 naming the rule)', async () => {
      const thirtySix = { interestPlanId: 3, interestRateId: 34, installment: 36, amount: 30000 };
      const res = await submit(member.token, sampleApplication(thirtySix));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: '422', message: '第 36 期僅限學生、軍警消及醫護人員申辦' });
      const other = await submit(
        member.token,
        sampleApplication({ ...thirtySix, applicant: { careerTypeId: 6, careerTypeDescription: '自由業' } }),
      );
      expect(other.json().message).toBe('第 36 期僅限學生、軍警消及醫護人員申辦');
      expect(await casesOf(member.id)).toEqual([]);
    });

    it('refuses a rate of another plan, a wrong installment count and an amount out of bounds', async () => {
      const cases: [object, string][] = [
        [{ interestPlanId: 99 }, '查無此分期方案，請重新選擇'],
        [{ interestRateId: 21 }, '查無此分期利率，請重新選擇期數'],
        [{ installment: 6 }, '所選利率適用 12 期，與分期期數 6 期不符'],
        [{ amount: 2000 }, '申請金額需介於 3,000 至 60,000 元'],
        [{ amount: 60001 }, '申請金額需介於 3,000 至 60,000 元'],
        [{ midClausever: '2019.01' }, '條款已更新，請重新閱讀並同意最新條款'],
        [{ applicant: { careerTypeId: 42 } }, '請選擇有效的職業類別'],
      ];
      for (const [override, message] of cases) {
        const res = await submit(member.token, sampleApplication(override));
        expect([res.statusCode, res.json()]).toEqual([422, { code: '422', message }]);
      }
    });

    it('requires company, phone, extension, department and seniority only when labor insurance is provided', async () => {
      const insured = {
        interestPlanId: 5,
        interestRateId: 52,
        installment: 12,
        amount: 30000,
        isProvideLaborAndHealthInsurance: true,
      };
      const res = await submit(member.token, sampleApplication(insured));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('請輸入公司名稱');
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(
        expect.arrayContaining([
          '/applicant/company',
          '/applicant/companyPhone',
          '/applicant/companyExtensionNo',
          '/applicant/companyDepartment',
          '/applicant/seniority',
        ]),
      );
      const mismatch = await submit(
        member.token,
        sampleApplication({ ...insured, isProvideLaborAndHealthInsurance: false }),
      );
      expect(mismatch.json()).toEqual({
        code: '422',
        message: '勞健保資料選項與分期方案不符，請重新選擇方案',
      });
    });

    it('checks the application body against the schema with zh-TW messages', async () => {
      const noName = sampleApplication();
      delete noName.applicant.name;
      expect((await submit(member.token, noName)).json()).toMatchObject({
        code: '422',
        message: '請輸入姓名',
      });
      const card = await submit(member.token, sampleApplication({ applicant: { creditCardTag: true } }));
      expect(card.json().details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ path: '/applicant/creditCardNo', message: '請輸入信用卡卡號' }),
        ]),
      );
      const cardWithoutTag = await submit(
        member.token,
        sampleApplication({ applicant: { creditCardNo: '1234-5678-9012-3456' } }),
      );
      expect(cardWithoutTag.json().message).toBe('信用卡卡號不可填寫');
      const contact = sampleApplication();
      delete contact.applicant.secondContact?.cellPhone;
      expect((await submit(member.token, contact)).json().message).toBe('請輸入聯絡人手機');
      const seniority = await submit(member.token, sampleApplication({ applicant: { seniority: 372 } }));
      expect(seniority.json().message).toBe('年資最多 30 年 11 個月');
      const model = sampleApplication();
      delete model.productModelNo;
      expect((await submit(member.token, model)).json().message).toBe('請輸入商品型號');
      const time = await submit(
        member.token,
        sampleApplication({ applicant: { contactTime: 'morning,9-10' } }),
      );
      expect(time.json().message).toBe('請選擇可聯絡時間（其他時段最多 15 字）');
    });

    it('refuses an ID number other than the logged-in member’s', async () => {
      const res = await submit(member.token, sampleApplication({ applicant: { idCardNo: 'A123456789' } }));
      expect(res.json()).toEqual({ code: '422', message: '身分證字號與登入的會員帳號不符' });
    });

    it('lets a student take 36 installments', async () => {
      const student = { interestPlanId: 3, interestRateId: 34, installment: 36, amount: 30000 };
      const res = await submit(
        member.token,
        sampleApplication({ ...student, applicant: { careerTypeId: 2 } }),
      );
      expect(res.statusCode).toBe(201);
      const [created] = await casesOf(member.id);
      expect(created).toMatchObject({ installment: 36, interest_plan_id: 3, monthly_payment: 1048 });
    });
  });

  describe('the applicant’s email', () => {
    it('refuses an email another member uses, at the field (422 /applicant/email), and keeps the own one', async () => {
      await createTestMember(server.ctx, { idNum: 'K223456780', email: 'Taken@Example.com' });
      const member = await readyMember('M223456781');
      const taken = await submit(
        member.token,
        sampleApplication({ applicant: { email: 'taken@example.com' } }),
      );
      const message = '此電子信箱已由其他會員使用，請改用您自己的電子信箱';
      expect([taken.statusCode, taken.json()]).toEqual([
        422,
        { code: '422', message, details: [{ path: '/applicant/email', keyword: 'emailTaken', message }] },
      ]);
      expect(await casesOf(member.id)).toEqual([]);
      // The member's own address on file is no conflict.
      await server.db
        .updateTable('members')
        .set({ email: 'mine@example.com' })
        .where('id', '=', member.id)
        .execute();
      const own = await submit(member.token, sampleApplication({ applicant: { email: 'mine@example.com' } }));
      expect(own.statusCode).toBe(201);
    });
  });

  describe('the file rules', () => {
    it('asks for each missing required category by name (422 請上傳 …)', async () => {
      const member = await createTestMember(server.ctx, { idNum: 'D123456782', tokenKind: 'commodity' });
      const res = await submit(member.token, sampleApplication());
      expect([res.statusCode, res.json()]).toEqual([422, { code: '422', message: '請上傳 手持證件自拍照' }]);
      for (const category of [4, 16, 17]) await uploadDraftFile(server, member.token, category);
      expect((await submit(member.token, sampleApplication())).json().message).toBe(
        '請上傳 手機商品照（IMEI）',
      );
      await uploadDraftFile(server, member.token, 15);
      const computer = await submit(member.token, sampleApplication());
      expect(computer.json().message).toBe('請上傳 手機商品照（IMEI）'); // 15 is the computer's picture
      // With the documents complete, the contracts of step 5 still need their signatures.
      await uploadDraftFile(server, member.token, 14);
      expect((await submit(member.token, sampleApplication())).json().message).toBe('請上傳 合約簽名');
      for (const category of [18, 19, 22]) await uploadDraftFile(server, member.token, category);
      expect((await submit(member.token, sampleApplication())).json().message).toBe('請上傳 買賣合約簽名');
    });

    it('clears the product picture that does not fit the product on sending', async () => {
      const member = await createTestMember(server.ctx, { idNum: 'E123456783', tokenKind: 'commodity' });
      const uploaded: Record<string, number> = {};
      for (const category of [4, 15, 16, 17, 18, 19, 22, 23]) {
        uploaded[category] = (await uploadDraftFile(server, member.token, category)).json().id;
      }
      // A phone picture uploaded straight into the table (bypassing the 14/15 rule of uploads).
      const stray = await server.db
        .insertInto('files')
        .values({
          category: '14',
          member_id: member.id,
          draft_token_hash: null,
          case_id: null,
          guarantor_id: null,
          vehicle_loan_id: null,
          storage_key: 'nowhere/stray.jpg',
          thumbnail_key: null,
          content_type: 'image/jpeg',
          original_name: 'stray.jpg',
          size: 1,
          created_at: server.clock.now().toISOString(),
          draft_kind: 'commodity',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await submit(
        member.token,
        sampleApplication({ productName: '筆電電腦', productModelNo: 'NB-1450' }),
      );
      expect(res.statusCode).toBe(201);
      const files = await server.db
        .selectFrom('files')
        .selectAll()
        .where('case_id', '=', res.json().caseId)
        .execute();
      expect(files.map((f) => f.id).sort()).toEqual(Object.values(uploaded).sort());
      expect(await server.db.selectFrom('files').select('id').where('id', '=', stray.id).execute()).toEqual(
        [],
      );
    });

    it('refuses a caseFileIds entry that is not the caller’s draft file, and too many files (400-10)', async () => {
      const owner = await readyMember('F123456784');
      const other = await createTestMember(server.ctx, { idNum: 'A223456781', tokenKind: 'commodity' });
      const [theirs] = await uploadPhoneDocuments(server, other.token);
      const res = await submit(owner.token, sampleApplication({ caseFileIds: [theirs] }));
      expect(res.json()).toEqual({ code: '422', message: `找不到上傳的檔案（編號 ${theirs}），請重新上傳` });

      const extras = await server.db
        .selectFrom('files')
        .selectAll()
        .where('member_id', '=', other.id)
        .execute();
      await server.db
        .insertInto('files')
        .values(
          Array.from({ length: 11 }, () => {
            const { id: _id, ...row } = extras[0];
            return { ...row, category: '13' };
          }),
        )
        .execute();
      const tooMany = await submit(other.token, sampleApplication());
      expect(tooMany.json()).toEqual({ code: '400-10', message: '檔案數量超過上限（最多 10 個）' });
    });
  });

  describe('a new member with a draft token (jwt-tmp)', () => {
    it('becomes a member, gets a member token and the case (201)', async () => {
      const created = await server.app.inject({
        method: 'POST',
        url: '/api/v2/members/commodity-cases/jwt-tmp',
        payload: { amount: 30000 },
      });
      expect(created.statusCode).toBe(201);
      const draftToken = created.json().token as string;
      await uploadPhoneDocuments(server, draftToken);
      const application = sampleApplication({
        password: 'newpass12',
        applicant: { idCardNo: 'H123456786', email: 'new@example.com' },
      });

      const noPassword = await submit(draftToken, { ...application, password: undefined });
      expect(noPassword.json()).toEqual({ code: '422', message: '請輸入密碼' });
      const noId = await submit(draftToken, {
        ...application,
        applicant: { ...application.applicant, idCardNo: undefined },
      });
      expect(noId.json()).toEqual({ code: '422', message: '請輸入身分證字號' });
      const digitsOnly = await submit(draftToken, { ...application, password: '12345678' });
      expect(digitsOnly.json()).toMatchObject({ code: '422', message: '密碼至少包含一個英文字母' });

      const res = await submit(draftToken, application);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        caseNo: expect.stringMatching(/^FQ/),
        isEmailVerified: false,
        token: expect.any(String),
      });

      const member = await server.db
        .selectFrom('members')
        .selectAll()
        .where('id_num', '=', 'H123456786')
        .executeTakeFirstOrThrow();
      expect(member).toMatchObject({
        name: '王小明',
        email: 'new@example.com',
        gender: 'M',
        email_verified_at: null,
      });
      expect(member.password_hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('newpass12', member.password_hash)).toBe(true);
      const issued = await server.db
        .selectFrom('auth_tokens')
        .selectAll()
        .where('token_hash', '=', hashSecret(body.token))
        .executeTakeFirstOrThrow();
      expect(issued).toMatchObject({ kind: 'member', member_id: member.id });

      const files = await server.db
        .selectFrom('files')
        .selectAll()
        .where('case_id', '=', body.caseId)
        .execute();
      expect(files).toHaveLength(PHONE_REQUIRED_CATEGORIES.length);
      expect(files.every((f) => f.member_id === member.id && f.draft_token_hash === null)).toBe(true);
      expect(
        await server.db
          .selectFrom('drafts')
          .select('id')
          .where('token_hash', '=', hashSecret(draftToken))
          .execute(),
      ).toEqual([]);
      const spent = await server.app.inject({
        method: 'GET',
        url: '/api/v2/members/commodity-cases/jwt-tmp',
        headers: bearer(draftToken),
      });
      expect(spent.json().code).toBe('001.401');
      expect(await login('H123456786', 'newpass12')).toEqual(expect.any(String));
    });

    it("refuses a new applicant another member's email in any letter case (422 /applicant/email), making no member", async () => {
      await createTestMember(server.ctx, { idNum: 'L223456780', email: 'Owner@Example.com' });
      const { token } = await issueToken(server.db, 'draft', null, server.clock.now());
      await uploadPhoneDocuments(server, token);
      const res = await submit(
        token,
        sampleApplication({
          password: 'newpass12',
          applicant: { idCardNo: 'N123456780', email: 'OWNER@example.COM' },
        }),
      );
      const message = '此電子信箱已由其他會員使用，請改用您自己的電子信箱';
      expect([res.statusCode, res.json()]).toEqual([
        422,
        { code: '422', message, details: [{ path: '/applicant/email', keyword: 'emailTaken', message }] },
      ]);
      const made = await server.db.selectFrom('members').select('id').where('id_num', '=', 'N123456780');
      expect(await made.execute()).toEqual([]);
    });

    it('tells an applicant whose ID is already a member to log in (400)', async () => {
      const { token } = await issueToken(server.db, 'draft', null, server.clock.now());
      await uploadPhoneDocuments(server, token);
      const res = await submit(
        token,
        sampleApplication({ password: 'newpass12', applicant: { idCardNo: 'A123456789' } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: '2016',
        message: '此身分證字號已是會員，請先以會員身分登入後再申辦',
      });
    });
  });

  it('hands out unique case numbers under concurrency', async () => {
    const now = server.clock.now();
    const numbers = await Promise.all(Array.from({ length: 30 }, () => nextCaseNumber(server.db, now)));
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.every((n) => n.startsWith(`FQ${taipeiDay(now)}`))).toBe(true);
  });

  it('accepts only one of two applications a member sends at the same time (the other 2013)', async () => {
    const member = await readyMember('K123456788');
    const [first, second] = await Promise.all([
      submit(member.token, sampleApplication()),
      submit(member.token, sampleApplication()),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    expect([first, second].find((r) => r.statusCode === 400)?.json().code).toBe('2013');
    expect(await casesOf(member.id)).toHaveLength(1);
  });

  it('answers 001.401 without a token or with a lapsed one', async () => {
    expect((await submit(undefined, sampleApplication())).json()).toEqual({
      code: '001.401',
      message: '憑證已過期，請重新下單',
    });
    const member = await createTestMember(server.ctx, { idNum: 'J123456787', tokenKind: 'commodity' });
    server.clock.advance(2 * 60 * MINUTE + 1000);
    const res = await submit(member.token, sampleApplication());
    expect([res.statusCode, res.json().code]).toEqual([401, '001.401']);
  });
});
