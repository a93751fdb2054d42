import type { Selectable } from 'kysely';
import { SYSTEM_ACTOR } from '../../src/server/audit/case-actor';
import { transitionCase } from '../../src/server/cases/case-lifecycle';
import { insertSubmittedCase } from '../../src/server/cases/insert-submitted-case';
import type { CaseStatus } from '../../src/server/cases/case-status';
import { quoteInstallments } from '../../src/server/cases/installment-calculation';
import { recordPayment } from '../../src/server/cases/record-payment';
import type { ServerContext } from '../../src/server/context';
import type { CaseTable } from '../../src/server/db/schema';

/** What a test case may differ in; everything else is a plausible commodity application. */
export interface TestCaseOptions {
  status?: CaseStatus;
  amount?: number;
  /** Periods; with planId picks the plan's rate for that count (default 12). */
  installment?: number;
  planId?: number;
  /** An interest_rates id; overrides planId/installment. */
  rateId?: number;
  productName?: string;
}

/** The applicant block a test case carries (what identity verification shows first). */
export const TEST_APPLICANT = {
  name: '王小明',
  passbookAccountName: '王小明',
  passbookBankCode: '812',
  passbookBankBranchCode: '8120012',
  passbookNo: '12345678901234',
};

/** How each status is reached from 'submitted' through the real lifecycle ('pay:n' records n periods). */
const PATHS: Record<CaseStatus, readonly (CaseStatus | 'pay:1' | 'pay:all')[]> = {
  submitted: [],
  reviewing: ['reviewing'],
  supplement: ['supplement'],
  approved: ['reviewing', 'approved'],
  id_verified: ['approved', 'id_verified'],
  signed: ['approved', 'id_verified', 'signed'],
  repaying: ['approved', 'id_verified', 'signed', 'pay:1'],
  completed: ['approved', 'id_verified', 'signed', 'pay:all'],
  rejected: ['reviewing', 'rejected'],
  cancelled: ['cancelled'],
};

/**
 * Inserts a submitted case for a member (as POST /members/commodity-cases would) and walks it
 * through the lifecycle to `status`, so approval creates the schedule exactly as in production.
 */
export async function createTestCase(
  ctx: ServerContext,
  memberId: number,
  options: TestCaseOptions = {},
): Promise<Selectable<CaseTable>> {
  let rateQuery = ctx.db
    .selectFrom('interest_rates')
    .innerJoin('interest_plans', 'interest_plans.id', 'interest_rates.interest_plan_id')
    .select([
      'interest_rates.id as rateId',
      'interest_rates.installment',
      'interest_rates.monthly_rate',
      'interest_plans.id as planId',
      'interest_plans.service_fee_rate',
    ]);
  if (options.rateId !== undefined) rateQuery = rateQuery.where('interest_rates.id', '=', options.rateId);
  else
    rateQuery = rateQuery
      .where('interest_plans.id', '=', options.planId ?? 1)
      .where('interest_rates.installment', '=', options.installment ?? 12);
  const rate = await rateQuery.executeTakeFirstOrThrow();
  const amount = options.amount ?? 30000;
  const quote = quoteInstallments({
    amount,
    installment: rate.installment,
    monthlyRate: Number(rate.monthly_rate),
    serviceFeeRate: Number(rate.service_fee_rate),
  });
  const inserted = await insertSubmittedCase(
    ctx.db,
    {
      member_id: memberId,
      interest_plan_id: rate.planId,
      interest_rate_id: rate.rateId,
      amount,
      installment: rate.installment,
      monthly_payment: quote.monthlyPayment,
      service_fee: quote.serviceFee,
      product_name: options.productName ?? '手機',
      product_model_no: 'iPhone 16 128G',
      is_provide_labor_insurance: 0,
      applicant: TEST_APPLICANT,
    },
    ctx.clock(),
    null,
    SYSTEM_ACTOR,
  );
  for (const step of PATHS[options.status ?? 'submitted']) {
    if (step === 'pay:1') await recordPayment(ctx, inserted.id, 1, 'test', SYSTEM_ACTOR);
    else if (step === 'pay:all')
      await recordPayment(ctx, inserted.id, rate.installment, 'test', SYSTEM_ACTOR);
    else await transitionCase(ctx, inserted.id, step, SYSTEM_ACTOR);
  }
  return ctx.db.selectFrom('cases').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
}
