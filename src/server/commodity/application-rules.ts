import type { Kysely, Selectable } from 'kysely';
import { LONGEST_INSTALLMENT, LONGEST_INSTALLMENT_RULE } from '../../domain/installments';
import { requiredMessage } from '../../validation/localize';
import { API_ERRORS } from '../api-error';
import { IN_REVIEW_STATUSES, type CaseStatus } from '../cases/case-status';
import type { InstallmentQuote } from '../cases/installment-calculation';
import type { Database, FileTable } from '../db/schema';
import type { CommodityApplication } from './application-payload';
import { exclusiveCategoryOf, productImageCategory, type ApplyCategory } from './file-categories';
import { findPlanAndRate, quoteTerms, termsProblem, type PlanTerms } from './plan-terms';

/** How long after an application another is "too frequent" (2013), and how long a rejection bars one (2014). */
export const REAPPLY_AFTER_MS = 10 * 60 * 1000;
export const REJECTION_BARS_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * The rules of the plan side that need the database: the plan and rate exist and fit the
 * installment count and amount, the labor-insurance flag is the plan's, the clause agreed to is
 * the current one, and 36 installments only for restricted careers. Answers 422 with the rule.
 */
export async function checkPlanRules(
  db: Kysely<Database>,
  application: CommodityApplication,
): Promise<{ terms: PlanTerms; quote: InstallmentQuote }> {
  const { plan, rate } = await findPlanAndRate(db, application.interestPlanId, application.interestRateId);
  if (!plan) throw API_ERRORS.applicationRule('查無此分期方案，請重新選擇');
  if (!rate) throw API_ERRORS.applicationRule('查無此分期利率，請重新選擇期數');
  const terms = { plan, rate };
  const problem = termsProblem(terms, application.installment, application.amount);
  if (problem) throw API_ERRORS.applicationRule(problem);
  if (application.isProvideLaborAndHealthInsurance !== (plan.adjustment_amount_status === 1)) {
    throw API_ERRORS.applicationRule('勞健保資料選項與分期方案不符，請重新選擇方案');
  }
  const clause = await db
    .selectFrom('mid_clauses')
    .select('version')
    .orderBy('published_at', 'desc')
    .executeTakeFirst();
  if (clause && clause.version !== application.midClausever) {
    throw API_ERRORS.applicationRule('條款已更新，請重新閱讀並同意最新條款');
  }
  const career = await db
    .selectFrom('career_types')
    .select('restricted_installment')
    .where('id', '=', application.applicant.careerTypeId ?? 0)
    .executeTakeFirst();
  if (!career) throw API_ERRORS.applicationRule('請選擇有效的職業類別');
  if (application.installment >= LONGEST_INSTALLMENT && !career.restricted_installment) {
    throw API_ERRORS.applicationRule(LONGEST_INSTALLMENT_RULE);
  }
  return { terms, quote: quoteTerms(terms, application.amount) };
}

/** How a send names a document it lacks: the browser's wording of a missing upload (請上傳 …). */
export function missingDocumentMessage(name: string): string {
  return requiredMessage({ image: true }).replace('{field}', name);
}

/** Which draft files go to the case, and which are dropped with the draft. */
export interface CaseFileSelection {
  attach: Selectable<FileTable>[];
  discard: Selectable<FileTable>[];
}

/**
 * The files of spec §4 on sending: those named in caseFileIds (all draft files when none are
 * named), less the product picture that does not fit the product; every required category present
 * (422 請上傳 …) and none past maxOnApply (400-10). An id that is not the caller's draft file is refused.
 */
export function selectCaseFiles(
  application: CommodityApplication,
  draftFiles: readonly Selectable<FileTable>[],
  categories: readonly ApplyCategory[],
): CaseFileSelection {
  const named = (application.caseFileIds ?? []).flat();
  const unknown = named.filter((id) => !draftFiles.some((file) => file.id === id));
  if (unknown.length > 0) {
    throw API_ERRORS.applicationRule(`找不到上傳的檔案（編號 ${unknown.join('、')}），請重新上傳`);
  }
  const cleared = String(exclusiveCategoryOf(productImageCategory(application.productName)));
  const chosen = named.length > 0 ? draftFiles.filter((file) => named.includes(file.id)) : draftFiles;
  const attach = chosen.filter((file) => file.category !== cleared);
  for (const category of categories) {
    const count = attach.filter((file) => file.category === String(category.id)).length;
    if (count > category.maxOnApply) throw API_ERRORS.tooManyFiles(category.maxOnApply);
    if (category.required && String(category.id) !== cleared && count === 0) {
      throw API_ERRORS.applicationRule(missingDocumentMessage(category.name));
    }
  }
  return { attach, discard: draftFiles.filter((file) => !attach.includes(file)) };
}

/**
 * Refuses a member who applied in the last 10 minutes or still has an application in review (2013),
 * or whose case was rejected in the last 90 days (2014). Approved and repaying loans do not block a
 * new application (a member may finance a phone and, later, a laptop). Run inside the submitting transaction.
 */
export async function assertMayApply(db: Kysely<Database>, memberId: number, now: Date): Promise<void> {
  const cases = await db
    .selectFrom('cases')
    .select(['status', 'created_at', 'updated_at'])
    .where('member_id', '=', memberId)
    .execute();
  const recent = new Date(now.getTime() - REAPPLY_AFTER_MS).toISOString();
  const barred = new Date(now.getTime() - REJECTION_BARS_MS).toISOString();
  const inReview = (status: string) => IN_REVIEW_STATUSES.includes(status as CaseStatus);
  if (cases.some((c) => c.created_at > recent || inReview(c.status))) throw API_ERRORS.tooFrequent();
  if (cases.some((c) => c.status === 'rejected' && c.updated_at > barred)) throw API_ERRORS.earlierRejected();
}
