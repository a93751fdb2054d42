import type { Kysely } from 'kysely';
import type { OlderApplyReply } from '../../validation/api-replies';
import { assertEmailFree } from '../accounts/email-owner';
import { API_ERRORS } from '../api-error';
import { memberActor } from '../audit/case-actor';
import { refreshApplicantMember } from '../commodity/applicant-member';
import { LONGEST_INSTALLMENT, LONGEST_INSTALLMENT_RULE } from '../../domain/installments';
import { assertMayApply } from '../commodity/application-rules';
import { findPlanAndRate, quoteTerms, type PlanTerms } from '../commodity/plan-terms';
import type { ServerContext } from '../context';
import type { CarriedFormAnswers } from '../../validation/send/form-answers';
import { keepCarriedAnswers } from '../forms/form-answers-store';
import type { Database } from '../db/schema';
import { idempotencyKey, oncePerKey, replyOncePerKey, sentBodyHash } from '../db/idempotency';
import { insertSubmittedCase } from './insert-submitted-case';
import { attachPendingOrderFiles, provenOlderClass } from './older-documents';

/** The older-flow member record (schemas/api/older-apply.json); only what the case logic reads is typed. */
export interface OlderMemberRecord extends Record<string, unknown> {
  memIdNum?: string;
  memName: string;
  cellPhone: string;
  memEmail?: string;
  memBirthDay?: string;
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
  /** The order forms' answers beyond the spec's fields, by form name (checked by each form's rules). */
  formAnswers?: CarriedFormAnswers;
}

/** Password fields the older form sends along; they never belong in a case. */
const PASSWORD_FIELDS = ['newPasswd', 'oldPasswd', 'resetPasswd', 'confirmPasswd'];
/** memClass values allowed the 36th period (spec §9): student, military, police/fire, medical. */
const LONGEST_TERM_CLASSES = [2, 3, 4, 5];

/**
 * The plan and rate an older order falls under: the asked plan, or the first whose amount range
 * and periods fit (the older body names no rate). Read whole, so the quote is the newer flow's.
 */
async function olderTermsFor(db: Kysely<Database>, order: OlderOrderRecord): Promise<PlanTerms> {
  let query = db
    .selectFrom('interest_rates')
    .innerJoin('interest_plans', 'interest_plans.id', 'interest_rates.interest_plan_id')
    .select(['interest_plans.id as planId', 'interest_rates.id as rateId'])
    .where('interest_rates.installment', '=', order.appPeriods)
    .where('interest_plans.min_amount', '<=', order.appAmount)
    .where('interest_plans.max_amount', '>=', order.appAmount);
  if (order.interestPlanId !== undefined) query = query.where('interest_plans.id', '=', order.interestPlanId);
  const fit = await query.orderBy('interest_plans.id').executeTakeFirst();
  const { plan, rate } = fit ? await findPlanAndRate(db, fit.planId, fit.rateId) : {};
  if (!plan || !rate) throw API_ERRORS.applicationRule('此申請金額與期數沒有適用的分期方案');
  return { plan, rate };
}

/**
 * The older order flow's send, under the newer application's rules (commodity/application-rules.ts):
 * a retry with its Idempotency-Key hears the first reply; 2013 while another application is in
 * review or within 10 minutes, 2014 within 90 days of a rejection; the email no other member's;
 * the identity documents and the declared class's card on file (422 請上傳 …), which is what the
 * 36th period rests on; a plan whose amount range and periods fit. Then, in one transaction, the
 * member's contact data is brought up to date, the case made and the order files filed before
 * it attached.
 */
export async function createOlderFlowCase(
  ctx: ServerContext,
  memberId: number,
  body: OlderApplyBody,
  clientKey: string | null = null,
): Promise<OlderApplyReply> {
  const key =
    clientKey === null ? null : idempotencyKey('older-application', `member:${memberId}`, clientKey);
  // A retry of an answered send gets its first reply, before any check that it would now fail (2013);
  // the same key with another body is refused (422), never answered with the first's reply.
  const requestHash = sentBodyHash(body);
  return replyOncePerKey(
    ctx.db,
    key,
    () => sendOlderCase(ctx, memberId, body, key, requestHash),
    requestHash,
  );
}

/** The checks and the one transaction of an older send (`createOlderFlowCase`). */
async function sendOlderCase(
  ctx: ServerContext,
  memberId: number,
  body: OlderApplyBody,
  key: string | null,
  requestHash: string,
): Promise<OlderApplyReply> {
  const member = await ctx.db
    .selectFrom('members')
    .select('id_num')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (body.member.memIdNum !== undefined && body.member.memIdNum !== member.id_num)
    throw API_ERRORS.applicationRule('身分證字號與登入會員不符');
  await assertMayApply(ctx.db, memberId, ctx.clock());
  await assertEmailFree(ctx.db, body.member.memEmail, memberId, '/member/memEmail');
  const memberClass = await provenOlderClass(ctx.db, memberId, body.member.memClass);
  if (body.order.appPeriods >= LONGEST_INSTALLMENT && !LONGEST_TERM_CLASSES.includes(memberClass))
    throw API_ERRORS.applicationRule(LONGEST_INSTALLMENT_RULE);
  const terms = await olderTermsFor(ctx.db, body.order);
  const quote = quoteTerms(terms, body.order.appAmount);
  const memberRecord = Object.fromEntries(
    Object.entries(body.member).filter(([key]) => !PASSWORD_FIELDS.includes(key)),
  );
  const now = ctx.clock();
  const { reply } = await oncePerKey<OlderApplyReply>(
    ctx.db,
    key,
    ctx.clock,
    async (tx) => {
      // Written first, as the newer send does: on PostgreSQL a parallel send of this member waits
      // here until this one commits, so the check below sees its case (2013).
      await refreshApplicantMember(
        tx,
        memberId,
        {
          name: body.member.memName,
          cellPhone: body.member.cellPhone,
          birthDate: body.member.memBirthDay,
          email: body.member.memEmail,
        },
        now.toISOString(),
      );
      await assertMayApply(tx, memberId, now);
      const created = await insertSubmittedCase(
        tx,
        {
          member_id: memberId,
          interest_plan_id: terms.plan.id,
          interest_rate_id: terms.rate.id,
          amount: body.order.appAmount,
          installment: body.order.appPeriods,
          monthly_payment: quote.monthlyPayment,
          service_fee: quote.serviceFee,
          product_name: body.order.productName,
          product_model_no: body.order.productSpec ?? null,
          is_provide_labor_insurance: terms.plan.adjustment_amount_status === 1 ? 1 : 0,
          applicant: {
            name: body.member.memName,
            member: memberRecord,
            order: { quantity: 1, ...body.order },
          },
        },
        now,
        '舊版流程送件',
        memberActor(memberId),
      );
      await attachPendingOrderFiles(tx, memberId, created.id);
      await keepCarriedAnswers(ctx, created.id, body.formAnswers, tx);
      return { status: 201, reply: { result: { appCaseNo: created.case_no } } };
    },
    requestHash,
  );
  return reply;
}
