/** @jest-environment node */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { addVehicleLoan } from '../../tools/ops/add-vehicle-loan';
import { createTestMember, type TestMember } from './member-session';
import { insertTestCase, insertVehicleLoanCase } from './guest-fixtures';
import { sampleJpeg, samplePng } from './sample-files';
import { fieldMessage, missingFieldMessage } from '../support/form-messages';
import { startTestServer, type TestServer } from './test-server';

/** A signature-pad-like PNG: transparent, with a dark stroke across it. */
async function signaturePng(): Promise<Buffer> {
  const width = 300;
  const height = 120;
  const raw = Buffer.alloc(width * height * 4);
  for (let x = 20; x < 280; x += 1) {
    const y = 60 + Math.round(20 * Math.sin(x / 20));
    raw.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    raw[(y * width + x) * 4 + 3] = 255;
  }
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('vehicle loans', () => {
  let server: TestServer;
  let owner: TestMember;
  let stranger: TestMember;
  let signature: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await createTestMember(server.ctx);
    stranger = await createTestMember(server.ctx);
    signature = dataUrl(await signaturePng());
  });
  afterAll(() => server.stop());

  const guestUrl = (path: string) => `/api/v2/guests/vehicle-loans/signPath=${path}`;
  const sign = (path: string, value: string) =>
    server.app.inject({ method: 'POST', url: guestUrl(path), payload: { signature: value } });

  describe('GET and POST /guests/vehicle-loans/signPath={path}', () => {
    it('shows the loan unsigned, signs it once (201), then shows the signature', async () => {
      const { caseNo, loan } = await insertVehicleLoanCase(server.ctx, owner.id);
      const before = await server.app.inject({ method: 'GET', url: guestUrl(loan.signPath) });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        caseNo,
        signedAt: null,
        signatureUrl: null,
        vlInfo: expect.objectContaining({
          vlNo: `V${caseNo.slice(2)}`,
          ownerName: '王小明',
          plateNo: expect.stringMatching(/^[A-HJ-NP-Z]{3}-\d{4}$/),
          loanAmount: 30000,
          installment: 12,
          brand: expect.any(String),
        }),
      });

      const signed = await sign(loan.signPath, signature);
      expect(signed.statusCode).toBe(201);
      expect(signed.json()).toEqual({ signedAt: server.clock.now().toISOString() });
      const after = (await server.app.inject({ method: 'GET', url: guestUrl(loan.signPath) })).json();
      expect(after.signedAt).toBe(signed.json().signedAt);
      const image = await server.app.inject({ method: 'GET', url: after.signatureUrl });
      expect(image.headers['content-type']).toBe('image/png');
      const files = await server.db
        .selectFrom('files')
        .selectAll()
        .where('vehicle_loan_id', '=', loan.id)
        .execute();
      expect(files.map((f) => [f.category, f.case_id, f.member_id])).toEqual([['19', null, null]]);

      const again = await sign(loan.signPath, signature);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: '3043', message: '此車貸文件已完成簽署，無法重複簽署' });
      expect(
        await server.db.selectFrom('files').select('id').where('vehicle_loan_id', '=', loan.id).execute(),
      ).toHaveLength(1);
    });

    it('hears the first reply when the same signing is sent again with its Idempotency-Key (a queue’s retry after a lost reply)', async () => {
      const { loan } = await insertVehicleLoanCase(server.ctx, owner.id);
      const send = (key: string) =>
        server.app.inject({
          method: 'POST',
          url: guestUrl(loan.signPath),
          headers: { 'idempotency-key': key },
          payload: { signature },
        });
      const first = await send('retry-key-0001');
      expect(first.statusCode).toBe(201);
      const retry = await send('retry-key-0001');
      expect([retry.statusCode, retry.json(), retry.headers['idempotent-replayed']]).toEqual([
        201,
        first.json(),
        'true',
      ]);
      // Another key is another signing: refused, as a second signing is.
      expect((await send('other-key-0002')).json().code).toBe('3043');
      const bad = await send('no spaces allowed');
      expect(bad.statusCode).toBe(422);
      expect(
        await server.db.selectFrom('files').select('id').where('vehicle_loan_id', '=', loan.id).execute(),
      ).toHaveLength(1);
    });

    it('answers 404 014.404 for a wrong or empty sign path', async () => {
      await insertVehicleLoanCase(server.ctx, owner.id);
      for (const path of ['wrong-path', '']) {
        const res = await server.app.inject({ method: 'GET', url: guestUrl(path) });
        expect([res.statusCode, res.json().code]).toEqual([404, '014.404']);
      }
      const post = await sign('wrong-path', signature);
      expect([post.statusCode, post.json().code]).toEqual([404, '014.404']);
    });

    it('refuses a JPEG or garbage data URL (422), JPEG bytes labelled PNG (415), a blank pad (422)', async () => {
      const { loan } = await insertVehicleLoanCase(server.ctx, owner.id);
      const jpegUrl = await sign(loan.signPath, dataUrl(await sampleJpeg(64, 64), 'image/jpeg'));
      expect(jpegUrl.json()).toMatchObject({
        code: '422',
        message: fieldMessage('vehicleLoanSignature', '/signature', 'pattern'),
      });
      const garbage = await sign(loan.signPath, 'data:image/png;base64,@@not-base64@@');
      expect(garbage.statusCode).toBe(422);
      const disguised = await sign(loan.signPath, dataUrl(await sampleJpeg(64, 64)));
      expect([disguised.statusCode, disguised.json().code]).toEqual([415, '415']);
      const blank = await sign(loan.signPath, dataUrl(await samplePng()));
      expect(blank.json()).toEqual({ code: '422', message: '簽名是空白的，請在簽名板上簽名' });
      const missing = await server.app.inject({ method: 'POST', url: guestUrl(loan.signPath), payload: {} });
      expect(missing.json()).toMatchObject({
        code: '422',
        message: missingFieldMessage('vehicleLoanSignature', '/signature'),
      });
      const row = await server.db
        .selectFrom('vehicle_loans')
        .select('signed_at')
        .where('id', '=', loan.id)
        .executeTakeFirst();
      expect(row?.signed_at).toBeNull();
    });

    it('refuses a signature over 2 MB with 413', async () => {
      const { loan } = await insertVehicleLoanCase(server.ctx, owner.id);
      const noise = await sharp(randomBytes(850 * 850 * 3), { raw: { width: 850, height: 850, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
      const res = await sign(loan.signPath, dataUrl(noise));
      expect([res.statusCode, res.json().code]).toEqual([413, '413']);
    });
  });

  describe('GET /members/vehicle-loans/appCaseNo={id}/sign-path', () => {
    const signPathUrl = (caseNo: string, token?: string) =>
      `/api/v2/members/vehicle-loans/appCaseNo=${caseNo}/sign-path${token ? `?access_token=${token}` : ''}`;

    it("gives the member their case's sign path, by query token or Bearer", async () => {
      const { caseNo, loan } = await insertVehicleLoanCase(server.ctx, owner.id);
      const res = await server.app.inject({ method: 'GET', url: signPathUrl(caseNo, owner.token) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ signPath: loan.signPath });
      const bearer = await server.app.inject({
        method: 'GET',
        url: signPathUrl(caseNo),
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(bearer.json()).toEqual({ signPath: loan.signPath });
    });

    it("answers 404 014.404 for another member's case or a case without a vehicle loan", async () => {
      const { caseNo } = await insertVehicleLoanCase(server.ctx, owner.id);
      const other = await server.app.inject({ method: 'GET', url: signPathUrl(caseNo, stranger.token) });
      expect(other.json()).toEqual({ code: '014.404', message: '查無此案件' });
      const plain = await insertTestCase(server.ctx, owner.id);
      const none = await server.app.inject({ method: 'GET', url: signPathUrl(plain.caseNo, owner.token) });
      expect([none.statusCode, none.json().code]).toEqual([404, '014.404']);
    });

    it('asks for a login without a token (400 0004) and refuses a bad case number (422)', async () => {
      const res = await server.app.inject({ method: 'GET', url: signPathUrl('FQ1') });
      expect([res.statusCode, res.json().code]).toEqual([400, '0004']);
      const long = await server.app.inject({ method: 'GET', url: signPathUrl('F'.repeat(21), owner.token) });
      expect([long.statusCode, long.json().message]).toEqual([422, '案件編號最多 20 個字']);
    });
  });
});

describe('ops add-vehicle-loan', () => {
  let server: TestServer;
  let memberId: number;
  beforeAll(async () => {
    server = await startTestServer();
    memberId = (await createTestMember(server.ctx)).id;
  });
  afterAll(() => server.stop());

  it('adds a vehicle loan with the case terms and a chosen plate, and prints its sign path', async () => {
    const { caseNo } = await insertTestCase(server.ctx, memberId);
    const lines = await addVehicleLoan.run(server.ctx, [caseNo, 'plateNo=RAB-0001', 'color=消光黑']);
    expect(lines[0]).toBe(`${caseNo}: vehicle loan V${caseNo.slice(2)} (id 1) added`);
    expect(lines[1]).toContain('消光黑, plate RAB-0001, NT$30000 / 12 periods');
    const signPath = lines.find((l) => l.startsWith('sign path: '))?.slice('sign path: '.length) ?? '';
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/v2/guests/vehicle-loans/signPath=${signPath}`,
    });
    expect(res.json().vlInfo).toMatchObject({ plateNo: 'RAB-0001', color: '消光黑', monthlyPayment: 2650 });
  });

  it('refuses a second loan on a case, an unknown case, a bad plate or field', async () => {
    const { caseNo } = await insertTestCase(server.ctx, memberId);
    await addVehicleLoan.run(server.ctx, [caseNo]);
    await expect(addVehicleLoan.run(server.ctx, [caseNo])).rejects.toThrow('已有車貸簽署資料');
    await expect(addVehicleLoan.run(server.ctx, ['FQ404'])).rejects.toThrow('查無案件 FQ404');
    const fresh = await insertTestCase(server.ctx, memberId);
    await expect(addVehicleLoan.run(server.ctx, [fresh.caseNo, 'plateNo=12'])).rejects.toThrow('車牌號碼');
    await expect(addVehicleLoan.run(server.ctx, [fresh.caseNo, 'wheels=4'])).rejects.toThrow('field=value');
    await expect(addVehicleLoan.run(server.ctx, [])).rejects.toThrow('usage: add-vehicle-loan');
  });
});
