/** @jest-environment node */
import { maskIdNumber, redactArguments, redactText } from '../../src/server/audit/redact-secrets';
import { runOpsCommand } from '../../tools/ops/run-ops-command';
import { twIdNumber } from '../support/tw-id-numbers';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { multipartBody, sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

/** What the audit log must never keep in full. */
const GUARANTOR_ID = 'A223456781';
const SECRET_TOKEN = 'tok3n-n0t-for-logs';
const MEMBER_PASSWORD = 'pwNot4Logs1';

describe('audit log', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx, { password: MEMBER_PASSWORD });
  });
  afterAll(() => server.stop());

  /** Runs an operator command as the OS user `alice` on the test server's own context. */
  const ops = (...argv: string[]) =>
    runOpsCommand(argv, {
      osUser: 'alice',
      env: { dataDir: server.dataDir },
      open: async () => ({ ctx: server.ctx, close: async () => undefined }),
    });
  const eventsOf = (caseId: number) =>
    server.db.selectFrom('case_events').selectAll().where('case_id', '=', caseId).orderBy('id').execute();
  const commandsOf = (caseId: number) =>
    server.db.selectFrom('audit_log').selectAll().where('case_id', '=', caseId).orderBy('id').execute();

  let serial = 3000000;
  /**
   * A new applicant for each case (a member may not apply again while one is in review: 2013) who
   * filed the identity documents the older send asks for before it makes a case.
   */
  async function newApplicant(): Promise<TestMember> {
    member = await createTestMember(server.ctx, {
      idNum: twIdNumber(`H1${serial++}`),
      password: MEMBER_PASSWORD,
    });
    const photo = await sampleJpeg(32, 32);
    for (const docType of ['1_1', '1_2', '3']) {
      const body = await multipartBody(
        {},
        { field: 'data', name: 'id.jpg', type: 'image/jpeg', bytes: photo },
      );
      const res = await server.app.inject({
        method: 'POST',
        url: `/api/v2/images/${docType}?docType=${docType}&access_token=${member.token}`,
        ...body,
      });
      expect(res.statusCode).toBe(200);
    }
    return member;
  }

  /** A case a new member sends through the older apply call (the password field is dropped by the server). */
  async function memberSubmits(): Promise<{ id: number; caseNo: string }> {
    await newApplicant();
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v2/cases/apply?access_token=${member.token}`,
      payload: {
        member: {
          memName: '王小明',
          cellPhone: '0912345678',
          memClass: 1,
          newPasswd: MEMBER_PASSWORD,
          householdAddress: {
            city: '臺北市',
            district: '中正區',
            postalNo: 100,
            address: '重慶南路一段 1 號',
          },
          firstContact: { name: '王大明', relation: '父', cellPhone: '0922333444', isSecret: false },
        },
        order: { productName: '手機', productSpec: 'iPhone 16', appAmount: 24000, appPeriods: 12 },
      },
    });
    expect(res.statusCode).toBe(201);
    const caseNo: string = res.json().result.appCaseNo;
    const row = await server.db
      .selectFrom('cases')
      .select('id')
      .where('case_no', '=', caseNo)
      .executeTakeFirstOrThrow();
    return { id: row.id, caseNo };
  }

  it("records a member's submission as member:<id>, not by ID number", async () => {
    const { id } = await memberSubmits();
    const [submitted] = await eventsOf(id);
    expect(submitted).toMatchObject({
      from_status: null,
      to_status: 'submitted',
      actor: `member:${member.id}`,
      audit_id: null,
    });
  });

  it('records an approval through ops with the command, its run and the OS user', async () => {
    const { id, caseNo } = await memberSubmits();
    expect(await ops('review', caseNo)).toMatchObject({ code: 0 });
    expect(await ops('approve', caseNo)).toMatchObject({ code: 0 });
    const events = await eventsOf(id);
    const runs = await commandsOf(id);
    expect(runs.map((r) => [r.actor, r.os_user, r.command, r.outcome])).toEqual([
      ['ops:review', 'alice', `review ${caseNo}`, 'ok'],
      ['ops:approve', 'alice', `approve ${caseNo}`, 'ok'],
    ]);
    expect(events.map((e) => [e.actor, e.from_status, e.to_status, e.audit_id])).toEqual([
      [`member:${member.id}`, null, 'submitted', null],
      ['ops:review', 'submitted', 'reviewing', runs[0].id],
      ['ops:approve', 'reviewing', 'approved', runs[1].id],
    ]);
  });

  it("records a member's identity verification as member:<id>", async () => {
    const row = await createTestCase(server.ctx, member.id, { status: 'approved' });
    const res = await server.app.inject({
      method: 'PUT',
      url: `/api/v2/members/orders/id-verify?appCaseNo=${row.case_no}&access_token=${member.token}`,
    });
    expect(res.statusCode).toBe(200);
    const events = await eventsOf(row.id);
    expect(events.at(-1)).toMatchObject({ to_status: 'id_verified', actor: `member:${member.id}` });
  });

  it('records a command that fails, with its reason, and changes nothing', async () => {
    const { id, caseNo } = await memberSubmits();
    const failed = await ops('reject', caseNo);
    expect(failed.code).toBe(1);
    expect(failed.err[0]).toBe('reject: reject needs a reason: reject <caseNo> <reason>');
    expect(await commandsOf(id)).toEqual([
      expect.objectContaining({
        actor: 'ops:reject',
        command: `reject ${caseNo}`,
        outcome: 'failed',
        message: 'reject needs a reason: reject <caseNo> <reason>',
      }),
    ]);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('shows the audit trail with ops show: time, who, from → to, note and command', async () => {
    const { caseNo } = await memberSubmits();
    await ops('review', caseNo);
    await ops('request-supplement', caseNo, '請補', '在職證明');
    await ops('add-guarantor', caseNo, GUARANTOR_ID, '林一');
    const shown = await ops('show', caseNo);
    expect(shown.code).toBe(0);
    const trail = shown.out.slice(
      shown.out.indexOf('audit trail (time, who, from → to, note, command):') + 1,
    );
    const stamp = '\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z';
    expect(trail[0]).toMatch(new RegExp(`^  ${stamp}  member:${member.id}  - → submitted  舊版流程送件$`));
    expect(trail[1]).toMatch(
      new RegExp(
        `^  ${stamp}  ops:review \\(alice\\)  submitted → reviewing  進入審核  \\$ review ${caseNo}$`,
      ),
    );
    expect(trail[2]).toMatch(
      new RegExp(
        `^  ${stamp}  ops:request-supplement \\(alice\\)  reviewing → supplement  請補 在職證明  \\$ request-supplement ${caseNo} 請補 在職證明$`,
      ),
    );
    expect(trail[3]).toMatch(
      new RegExp(
        `^  ${stamp}  ops:add-guarantor \\(alice\\)  \\$ add-guarantor ${caseNo} A22\\*{4}781 林一$`,
      ),
    );
    // The show run itself is recorded (a look at a member's data), but not listed in its own output.
    expect(trail.some((line) => line.includes('$ show'))).toBe(false);
    expect((await commandsOf(Number(shown.out[0].match(/\(id (\d+)\)/)?.[1]))).at(-1)).toMatchObject({
      actor: 'ops:show',
      outcome: 'ok',
    });
  });

  it('keeps no full ID number, password or token in the audit rows', async () => {
    const { caseNo } = await memberSubmits();
    await ops('add-guarantor', caseNo, GUARANTOR_ID, '林二');
    await ops('list', `access_token=${SECRET_TOKEN}`);
    await ops('add-guarantor', caseNo, 'B223456782', '林三', 'password=hunter2-secret');
    const rows = JSON.stringify([
      await server.db.selectFrom('audit_log').selectAll().execute(),
      await server.db.selectFrom('case_events').selectAll().execute(),
    ]);
    expect(rows).toContain('A22****781');
    expect(rows).toContain('access_token=[redacted]');
    for (const secret of [
      GUARANTOR_ID,
      'B223456782',
      member.idNum,
      SECRET_TOKEN,
      'hunter2-secret',
      MEMBER_PASSWORD,
    ])
      expect(rows).not.toContain(secret);
  });
});

describe('redaction of ID numbers and secrets', () => {
  it('masks ID numbers to their first three and last three characters', () => {
    expect(maskIdNumber('A123456789')).toBe('A12****789');
    expect(maskIdNumber('guarantor b223456782 added')).toBe('guarantor b22****782 added');
  });

  it('leaves case numbers and other long numbers alone', () => {
    expect(redactText('FQ20261122000123 NT$30000 0912345678')).toBe('FQ20261122000123 NT$30000 0912345678');
  });

  it('replaces tokens, passwords and link signatures, and masks ID numbers, in URLs and arguments', () => {
    expect(redactText('/api/v2/members/login?idNum=A123456789&access_token=abc.def&x=1')).toBe(
      '/api/v2/members/login?idNum=A12****789&access_token=[redacted]&x=1',
    );
    expect(redactText('/api/v2/files/3?expires=17&signature=s1g')).toBe(
      '/api/v2/files/3?expires=17&signature=[redacted]',
    );
    expect(redactText('Authorization: Bearer abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(redactText('connect postgres://fenqi:s3cret@db:5432/fenqi failed')).toBe(
      'connect postgres://fenqi:[redacted]@db:5432/fenqi failed',
    );
    expect(redactArguments(['passwd=demo1234', 'newPassword=x', 'relation=父'])).toEqual([
      'passwd=[redacted]',
      'newPassword=[redacted]',
      'relation=父',
    ]);
  });
});
