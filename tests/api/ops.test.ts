/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildServer } from '../../src/server/app';
import { taipeiDay } from '../../src/domain/taipei-day';
import { addMonths, formatDate } from '../../src/server/cases/repayment-schedule';
import { findOpsCommand, opsUsage } from '../../tools/ops';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { startTestServer, type TestServer } from './test-server';

const run = promisify(execFile);
const REPO_ROOT = join(__dirname, '..', '..');

/** The operator commands, run against a test server's database, and the `npm run ops` wiring. */
describe('ops commands', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await createTestMember(server.ctx);
  });
  afterAll(() => server.stop());

  const ops = (name: string, ...args: string[]) => {
    const command = findOpsCommand(name);
    if (!command || 'onDatabaseFile' in command) throw new Error(`no context command ${name}`);
    return command.run(server.ctx, args);
  };
  const statusOf = async (id: number) =>
    await server.db
      .selectFrom('cases')
      .select(['status', 'status_note'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('lists cases, optionally by status, and refuses an unknown status', async () => {
    const submitted = await createTestCase(server.ctx, member.id);
    const approved = await createTestCase(server.ctx, member.id, { status: 'approved' });
    const all = await ops('list');
    expect(all.some((line) => line.startsWith(submitted.case_no))).toBe(true);
    expect(all.some((line) => line.startsWith(approved.case_no))).toBe(true);
    const onlyApproved = await ops('list', 'approved');
    expect(onlyApproved.some((line) => line.startsWith(approved.case_no))).toBe(true);
    expect(onlyApproved.some((line) => line.startsWith(submitted.case_no))).toBe(false);
    expect(onlyApproved[0]).toContain(`approved(核准待對保)  ${member.idNum}`);
    await expect(ops('list', 'pending')).rejects.toThrow('unknown status "pending"');
  });

  it('shows a case with its events, schedule and payments', async () => {
    const row = await createTestCase(server.ctx, member.id, {
      status: 'repaying',
      planId: 1,
      installment: 3,
    });
    const lines = await ops('show', row.case_no);
    expect(lines[0]).toBe(`case ${row.case_no} (id ${row.id})  status repaying (繳款中)`);
    expect(lines).toContain('schedule (1/3 paid):');
    expect(lines.some((line) => /id_verified → signed/.test(line))).toBe(true);
    expect(lines).toContain('payments (1):');
    await expect(ops('show', 'FQ00000000000000')).rejects.toThrow('no case numbered FQ00000000000000');
    await expect(ops('show')).rejects.toThrow('missing <caseNo>');
  });

  it('reviews and approves a case, billing nothing yet', async () => {
    const row = await createTestCase(server.ctx, member.id);
    expect(await ops('review', row.case_no)).toEqual([`${row.case_no}: submitted → reviewing (審核中)`]);
    const approved = await ops('approve', row.case_no);
    expect(approved).toEqual([
      `${row.case_no}: reviewing → approved`,
      'no bill yet: mark-signed creates the repayment schedule, ATM account and barcodes',
    ]);
    const periods = await server.db
      .selectFrom('installments')
      .select('id')
      .where('case_id', '=', row.id)
      .execute();
    expect(periods).toHaveLength(0);
    await expect(ops('approve', row.case_no)).rejects.toThrow(
      '案件目前為「核准待對保」，無法變更為「核准待對保」',
    );
  });

  it('rejects and asks for supplements only with a reason, which becomes the status note', async () => {
    const row = await createTestCase(server.ctx, member.id, { status: 'reviewing' });
    await expect(ops('request-supplement', row.case_no)).rejects.toThrow('request-supplement needs a reason');
    await ops('request-supplement', row.case_no, '請補', '在職證明');
    expect(await statusOf(row.id)).toEqual({ status: 'supplement', status_note: '請補 在職證明' });
    await expect(ops('reject', row.case_no)).rejects.toThrow('reject needs a reason');
    await ops('reject', row.case_no, '收入不足');
    expect(await statusOf(row.id)).toEqual({ status: 'rejected', status_note: '收入不足' });
  });

  it('cancels with an optional reason', async () => {
    const first = await createTestCase(server.ctx, member.id);
    await ops('cancel', first.case_no);
    expect(await statusOf(first.id)).toEqual({ status: 'cancelled', status_note: '案件已取消' });
    const second = await createTestCase(server.ctx, member.id, { status: 'approved' });
    await ops('cancel', second.case_no, '會員來電取消');
    expect(await statusOf(second.id)).toEqual({ status: 'cancelled', status_note: '會員來電取消' });
    const signed = await createTestCase(server.ctx, member.id, { status: 'signed' });
    await expect(ops('cancel', signed.case_no)).rejects.toThrow('無法變更為「已取消」');
  });

  it('marks a case signed only after identity verification', async () => {
    const approved = await createTestCase(server.ctx, member.id, { status: 'approved' });
    await expect(ops('mark-signed', approved.case_no)).rejects.toThrow('無法變更為「已簽約」');
    const verified = await createTestCase(server.ctx, member.id, { status: 'id_verified' });
    const signed = await ops('mark-signed', verified.case_no);
    expect((await statusOf(verified.id)).status).toBe('signed');
    // Signing starts billing: the ATM account and 12 periods, the first due a month from today.
    expect(signed[0]).toBe(`${verified.case_no}: id_verified → signed (已簽約)`);
    expect(signed[1]).toMatch(/^virtual account: 812\d{14}$/);
    const [year, month, day] = taipeiDay(server.clock.now()).split('-').map(Number);
    const due = addMonths({ year, month, day }, 1);
    expect(signed[2]).toBe(
      `12 periods, total NT$${verified.monthly_payment * 12 + verified.service_fee}, first due ${formatDate(due)} (NT$${verified.monthly_payment + verified.service_fee}, fee NT$${verified.service_fee} included)`,
    );
  });

  it('records payments: signed → repaying on the first, → completed when all periods are paid', async () => {
    const row = await createTestCase(server.ctx, member.id, { status: 'signed', planId: 1, installment: 3 });
    const first = await ops('mark-paid', row.case_no);
    expect(first[0]).toMatch(
      new RegExp(`^${row.case_no}: payment #\\d+ NT\\$${10000 + row.service_fee} for period\\(s\\) 1$`),
    );
    expect(first[1]).toBe('status: repaying');
    await expect(ops('mark-paid', row.case_no, '3')).rejects.toThrow('繳款期數需為 1 到 2 之間的整數');
    await expect(ops('mark-paid', row.case_no, 'two')).rejects.toThrow(
      'periods must be a positive whole number',
    );
    const rest = await ops('mark-paid', row.case_no, '2');
    expect(rest).toEqual([expect.stringContaining('NT$20000 for period(s) 2, 3'), 'status: completed']);
    const payments = await server.db
      .selectFrom('payments')
      .selectAll()
      .where('case_id', '=', row.id)
      .execute();
    expect(payments.map((p) => [p.amount, p.channel])).toEqual([
      [10000 + row.service_fee, 'ops'],
      [20000, 'ops'],
    ]);
    const events = await server.db
      .selectFrom('case_events')
      .select('to_status')
      .where('case_id', '=', row.id)
      .execute();
    expect(events.map((e) => e.to_status).slice(-2)).toEqual(['repaying', 'completed']);
    const early = await createTestCase(server.ctx, member.id, { status: 'approved' });
    await expect(ops('mark-paid', early.case_no)).rejects.toThrow('案件目前為「核准待對保」，尚不能登錄繳款');
  });

  it('lists every command in the usage text', () => {
    const usage = opsUsage();
    for (const name of [
      'list',
      'show',
      'review',
      'approve',
      'reject',
      'request-supplement',
      'cancel',
      'mark-signed',
      'mark-paid',
    ])
      expect(usage).toContain(`  ${name} `);
  });
});

describe('npm run ops (scripts/ops.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-ops-'));
  let caseNo = '';
  beforeAll(async () => {
    // Always SQLite in DATA_DIR, whatever DATABASE_URL the suite runs with: that is the script's default.
    const { app, ctx } = await buildServer({ dataDir, logLevel: 'silent' });
    const member = await createTestMember(ctx);
    caseNo = (await createTestCase(ctx, member.id, { status: 'reviewing' })).case_no;
    await app.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const ops = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/ops.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  it('lists the cases of the SQLite database in DATA_DIR', async () => {
    const { stdout } = await ops('list');
    expect(stdout).toContain(caseNo);
    expect(stdout).toContain('reviewing(審核中)');
  }, 30_000);

  it('prints the usage and exits 1 for an unknown command, and for bad input', async () => {
    await expect(ops('frobnicate')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('usage: npm run ops -- <command> [arguments]'),
    });
    await expect(ops('reject', caseNo)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('reject needs a reason'),
    });
  }, 30_000);
});
