import { SYSTEM_ACTOR } from '../audit/case-actor';
import { hashPassword } from '../auth/password-hash';
import { transitionCase } from '../cases/case-lifecycle';
import type { CaseStatus } from '../cases/case-status';
import { quoteInstallments } from '../cases/installment-calculation';
import { insertSubmittedCase } from '../cases/insert-submitted-case';
import { recordSignedDocuments } from '../signed-documents/record-signed-documents';
import { recordPayment } from '../cases/record-payment';
import type { ServerContext } from '../context';
import { createGuarantor } from '../guests/create-guarantor';
import { createVehicleLoan } from '../guests/create-vehicle-loan';
import { taipeiDayText } from '../../domain/taipei-day';
import { attachDemoFiles } from './demo-documents';
import { DEMO_GUARANTOR, DEMO_MEMBERS, DEMO_SIGN_PATHS, demoApplicant, type DemoMember } from './demo-people';

const DAY = 24 * 60 * 60 * 1000;

/** One demo case: what was bought, on which plan, how long ago, and how far it got. */
interface DemoCase {
  member: DemoMember;
  productName: string;
  productModelNo: string | null;
  planId: number;
  rateId: number;
  amount: number;
  daysAgo: number;
  /** The statuses it went through after 'submitted', a day apart. */
  path: readonly CaseStatus[];
  note?: string;
  paidPeriods?: number;
  /** The application's documents (categories 4, 14–17), drawn for the member (demo-documents.ts). */
  documents: readonly string[];
  /** Documents whose photo came out blurred (what the supplement asks for again). */
  blurred?: readonly string[];
}

/** The documents of a phone's application and of a computer's (spec §3: IMEI or serial photo). */
const PHONE_DOCUMENTS = ['4', '14', '16', '17'] as const;
const COMPUTER_DOCUMENTS = ['4', '15', '16', '17'] as const;

/** What a case collects on reaching a status: the 對保 selfie and signatures, then the signed declaration. */
const FILES_ON_REACHING: Partial<Record<CaseStatus, readonly string[]>> = {
  id_verified: ['20', '18', '19'],
  signed: ['7'],
};

const [ming, mei] = DEMO_MEMBERS;

/** The demo cases, one per interesting state of the lifecycle. */
const DEMO_CASES: readonly DemoCase[] = [
  {
    member: ming,
    productName: '手機',
    productModelNo: 'iPhone 16 Pro 256GB',
    planId: 1,
    rateId: 13,
    amount: 36900,
    daysAgo: 3,
    path: ['reviewing', 'approved'],
    documents: PHONE_DOCUMENTS,
  },
  {
    member: ming,
    productName: '筆電電腦',
    productModelNo: 'MacBook Air 13 M3 16GB',
    planId: 2,
    rateId: 22,
    amount: 35900,
    daysAgo: 130,
    path: ['reviewing', 'approved', 'id_verified', 'signed'],
    paidPeriods: 3,
    documents: COMPUTER_DOCUMENTS,
  },
  {
    member: ming,
    productName: '手機',
    productModelNo: 'Samsung Galaxy S23 128GB',
    planId: 1,
    rateId: 12,
    amount: 18000,
    daysAgo: 400,
    path: ['reviewing', 'approved', 'id_verified', 'signed'],
    paidPeriods: 6,
    documents: PHONE_DOCUMENTS,
  },
  {
    member: ming,
    productName: '客製化電腦',
    productModelNo: null,
    planId: 4,
    rateId: 41,
    amount: 52000,
    daysAgo: 300,
    path: ['reviewing', 'rejected'],
    note: '收入證明不足，暫無法核貸',
    documents: COMPUTER_DOCUMENTS,
  },
  {
    member: ming,
    productName: '手機',
    productModelNo: 'Google Pixel 9 128GB',
    planId: 6,
    rateId: 62,
    amount: 26990,
    daysAgo: 45,
    path: ['cancelled'],
    note: '會員來電取消申請',
    documents: PHONE_DOCUMENTS,
  },
  {
    member: mei,
    productName: '筆電電腦',
    productModelNo: 'ASUS Zenbook 14 OLED',
    planId: 3,
    rateId: 33,
    amount: 32900,
    daysAgo: 5,
    path: ['reviewing', 'supplement'],
    note: '存摺封面照片模糊，請重新上傳清晰的存摺封面',
    documents: COMPUTER_DOCUMENTS,
    blurred: ['17'],
  },
];

/** A context whose clock reads `at` (the demo's history is written as it would have happened). */
function contextAt(ctx: ServerContext, at: () => Date): ServerContext {
  return { ...ctx, clock: at };
}

async function insertMember(ctx: ServerContext, member: DemoMember): Promise<number> {
  const now = ctx.clock().toISOString();
  const row = await ctx.db
    .insertInto('members')
    .values({
      id_num: member.idNum,
      password_hash: await hashPassword(member.password),
      name: member.name,
      email: member.email,
      cell_phone: member.cellPhone,
      birth_date: member.birthDate,
      gender: member.gender,
      email_verified_at: member === ming ? now : null,
      line_user_id: null,
      profile_json: null,
      referrer_id_num: member === mei ? ming.idNum : null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The files a case of `demo` collects from now on, drawn for its member (demo-documents.ts). */
async function attachDocuments(
  ctx: ServerContext,
  caseId: number,
  demo: DemoCase,
  categories: readonly string[],
): Promise<void> {
  const subject = {
    name: demo.member.name,
    productName: demo.productName,
    productModelNo: demo.productModelNo,
    seed: caseId * 97 + demo.member.idNum.charCodeAt(0),
    day: taipeiDayText(ctx.clock()),
    account: String(demoApplicant(demo.member).passbookNo),
  };
  await attachDemoFiles(ctx, caseId, categories, subject, demo.blurred);
}

async function insertCase(
  ctx: ServerContext,
  memberId: number,
  demo: DemoCase,
): Promise<{ id: number; caseNo: string }> {
  const rate = await ctx.db
    .selectFrom('interest_rates')
    .innerJoin('interest_plans', 'interest_plans.id', 'interest_rates.interest_plan_id')
    .select(['installment', 'monthly_rate', 'service_fee_rate', 'adjustment_amount_status'])
    .where('interest_rates.id', '=', demo.rateId)
    .executeTakeFirstOrThrow();
  const quote = quoteInstallments({
    amount: demo.amount,
    installment: rate.installment,
    monthlyRate: rate.monthly_rate,
    serviceFeeRate: rate.service_fee_rate,
  });
  const row = await insertSubmittedCase(
    ctx.db,
    {
      member_id: memberId,
      interest_plan_id: demo.planId,
      interest_rate_id: demo.rateId,
      amount: demo.amount,
      installment: rate.installment,
      monthly_payment: quote.monthlyPayment,
      service_fee: quote.serviceFee,
      product_name: demo.productName,
      product_model_no: demo.productModelNo,
      is_provide_labor_insurance: rate.adjustment_amount_status,
      applicant: { ...demoApplicant(demo.member), careerTypeId: demo.planId === 3 ? 2 : 1 },
      mid_clause_version: '2024.06',
      agreed_at: ctx.clock().toISOString(),
    },
    ctx.clock(),
    '示範資料',
    SYSTEM_ACTOR,
  );
  return { id: row.id, caseNo: row.case_no };
}

/**
 * 對保's send keeps the contracts the applicant signed as PDFs, as a real one does. A
 * demo is still seeded where they cannot be rendered: the jsdom suites that start a server, where
 * pdfkit does not load (tests/api/seed-demo.test.ts checks they are there in Node).
 */
async function recordDemoDocuments(ctx: ServerContext, caseId: number): Promise<void> {
  try {
    await recordSignedDocuments(ctx, { caseId, signer: 'applicant', signedAt: ctx.clock().toISOString() });
  } catch {
    // Nothing recorded: `ops verify <caseNo> --render` records them later.
  }
}

/**
 * The demo of the README, outside production only: two members (A123456789 / demo1234 and
 * F223456786 / demo1234) with cases in every state of the lifecycle — approved and waiting for
 * 對保 with a guarantor link (not billed: billing starts at signing), repaying with three periods
 * paid and the fourth overdue and a vehicle-loan link, completed, rejected, cancelled, and one
 * waiting for a supplement. Written through the same lifecycle, billing and payment code as real
 * cases, back-dated; a case past 對保 keeps the PDFs of the contracts it signed (its 分期付款契約 and
 * 本票, rendered at seed time with the case's figures and drawn signatures). Does nothing once the
 * demo member exists.
 */
export async function seedDemoData(ctx: ServerContext): Promise<boolean> {
  const existing = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('id_num', '=', ming.idNum)
    .executeTakeFirst();
  if (existing) return false;
  const memberIds = new Map<DemoMember, number>();
  for (const member of DEMO_MEMBERS) memberIds.set(member, await insertMember(ctx, member));

  const today = ctx.clock().getTime();
  for (const demo of DEMO_CASES) {
    let at = today - demo.daysAgo * DAY;
    const past = contextAt(ctx, () => new Date(at));
    const created = await insertCase(past, memberIds.get(demo.member) ?? 0, demo);
    await attachDocuments(past, created.id, demo, demo.documents);
    for (const [index, status] of demo.path.entries()) {
      at += DAY;
      const last = index === demo.path.length - 1;
      await transitionCase(past, created.id, status, SYSTEM_ACTOR, last ? (demo.note ?? null) : null);
      await attachDocuments(past, created.id, demo, FILES_ON_REACHING[status] ?? []);
      if (status === 'id_verified') await recordDemoDocuments(past, created.id);
    }
    for (let period = 1; period <= (demo.paidPeriods ?? 0); period++) {
      at += 30 * DAY - (period === 1 ? 3 * DAY : 0);
      await recordPayment(past, created.id, 1, 'atm', SYSTEM_ACTOR, '示範資料');
    }
    if (demo === DEMO_CASES[0]) {
      const { idNum, name, relation } = DEMO_GUARANTOR;
      const guarantor = await createGuarantor(ctx, {
        caseNo: created.caseNo,
        idNum,
        name,
        details: { relation },
      });
      await ctx.db
        .updateTable('guarantors')
        .set({ sign_path: DEMO_SIGN_PATHS.guarantor })
        .where('id', '=', guarantor.id)
        .execute();
    }
    if (demo === DEMO_CASES[1]) {
      const loan = await createVehicleLoan(ctx, created.caseNo);
      await ctx.db
        .updateTable('vehicle_loans')
        .set({ sign_path: DEMO_SIGN_PATHS.vehicleLoan })
        .where('id', '=', loan.id)
        .execute();
    }
  }
  return true;
}
