import type { Selectable } from 'kysely';
import { ApiError } from '../api-error';
import { memberActor } from '../audit/case-actor';
import type { ServerContext } from '../context';
import type { CaseTable } from '../db/schema';
import { insertSubmittedCase } from './insert-submitted-case';
import { quoteInstallments } from './installment-calculation';

/** The older-flow member record (schemas/api/older-apply.json); only what the case logic reads is typed. */
export interface OlderMemberRecord extends Record<string, unknown> {
  memIdNum?: string;
  memName: string;
  cellPhone: string;
  memClass?: number;
}

/** The older-flow order/merchant record. */
export interface OlderOrderRecord extends Record<string, unknown> {
  productName: string;
  productSpec?: string;
  interestPlanId?: number;
  appAmount: number;
  appPeriods: number;
  quantity?: number;
}

/** `POST /cases/apply`'s body. */
export interface OlderApplyBody {
  member: OlderMemberRecord;
  order: OlderOrderRecord;
}

/** Password fields the older form sends along; they never belong in a case. */
const PASSWORD_FIELDS = ['newPasswd', 'oldPasswd', 'resetPasswd', 'confirmPasswd'];
/** memClass values allowed the 36th period (spec §9): student, military, police/fire, medical. */
const LONGEST_TERM_CLASSES = [2, 3, 4, 5];

/** The plan and rate an older order falls under: the asked plan, or the first whose terms fit. */
async function planFor(ctx: ServerContext, order: OlderOrderRecord) {
  let query = ctx.db
    .selectFrom('interest_rates')
    .innerJoin('interest_plans', 'interest_plans.id', 'interest_rates.interest_plan_id')
    .select([
      'interest_rates.id as rateId',
      'interest_rates.monthly_rate as monthlyRate',
      'interest_plans.id as planId',
      'interest_plans.service_fee_rate as serviceFeeRate',
      'interest_plans.adjustment_amount_status as adjustment',
    ])
    .where('interest_rates.installment', '=', order.appPeriods)
    .where('interest_plans.min_amount', '<=', order.appAmount)
    .where('interest_plans.max_amount', '>=', order.appAmount);
  if (order.interestPlanId !== undefined) query = query.where('interest_plans.id', '=', order.interestPlanId);
  const plan = await query.orderBy('interest_plans.id').executeTakeFirst();
  if (!plan) throw new ApiError(422, '422', '此申請金額與期數沒有適用的分期方案');
  return plan;
}

/**
 * Creates a case from the older order flow: the plan is the one asked for (or the first whose
 * amount range and periods fit), the monthly payment is quoted by the server, the member and
 * order records are kept as the applicant JSON (without password fields), status 'submitted'.
 */
export async function createOlderFlowCase(
  ctx: ServerContext,
  memberId: number,
  body: OlderApplyBody,
): Promise<Selectable<CaseTable>> {
  const member = await ctx.db
    .selectFrom('members')
    .select('id_num')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (body.member.memIdNum !== undefined && body.member.memIdNum !== member.id_num)
    throw new ApiError(422, '422', '身分證字號與登入會員不符');
  if (body.order.appPeriods === 36 && !LONGEST_TERM_CLASSES.includes(body.member.memClass ?? 0))
    throw new ApiError(422, '422', '第 36 期僅限學生、軍警消及醫護人員申辦');
  const plan = await planFor(ctx, body.order);
  const quote = quoteInstallments({
    amount: body.order.appAmount,
    installment: body.order.appPeriods,
    monthlyRate: Number(plan.monthlyRate),
    serviceFeeRate: Number(plan.serviceFeeRate),
  });
  const memberRecord = Object.fromEntries(
    Object.entries(body.member).filter(([key]) => !PASSWORD_FIELDS.includes(key)),
  );
  const now = ctx.clock();
  return ctx.db.transaction().execute(async (trx) => {
    return insertSubmittedCase(
      trx,
      {
        member_id: memberId,
        interest_plan_id: plan.planId,
        interest_rate_id: plan.rateId,
        amount: body.order.appAmount,
        installment: body.order.appPeriods,
        monthly_payment: quote.monthlyPayment,
        service_fee: quote.serviceFee,
        product_name: body.order.productName,
        product_model_no: body.order.productSpec ?? null,
        is_provide_labor_insurance: plan.adjustment === 1 ? 1 : 0,
        applicant: { name: body.member.memName, member: memberRecord, order: { quantity: 1, ...body.order } },
      },
      now,
      '舊版流程送件',
      memberActor(memberId),
    );
  });
}
