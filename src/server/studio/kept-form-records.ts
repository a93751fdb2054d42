import type { ServerContext } from '../context';
import { WIZARD_FORMS } from '../forms/form-revision-book';

/** One record the server keeps of a form's data: a draft row or a case, and its data as the form names it. */
export interface KeptRecord {
  /** `draft:<id>` or `case:<id>`, so a record shared by several forms counts once in the totals. */
  id: string;
  data: unknown;
}

/** The open server drafts and recent cases that hold a form's data. */
export interface KeptRecords {
  drafts: KeptRecord[];
  cases: KeptRecord[];
}

/** The older order flow's step forms that its case keeps (applicant.member and applicant.order). */
const OLDER_CASE_FORMS = { orderApplicant: 'member', orderProduct: 'order' } as const;

/** The older order flow's server draft (`/tmp/user-info`): step 2's data (olderDraftAsForm). */
const OLDER_DRAFT_FORMS: readonly string[] = ['orderApplicant'];

/**
 * The older draft in the order form's names: it keeps the member-info form's (email,
 * companyExtension, the ID card's issue in three fields); the rest are the same names.
 */
function olderDraftAsForm(draft: Record<string, unknown>): Record<string, unknown> {
  const { email, companyExtension, idIssueLocation, idIssueStatus, idIssueDate, ...same } = draft;
  const issue = { location: idIssueLocation, status: idIssueStatus, issueDate: idIssueDate };
  return {
    ...same,
    memEmail: email,
    companyExt: companyExtension,
    idCardIssue: Object.values(issue).some((value) => value !== undefined) ? issue : undefined,
  };
}

const object = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/**
 * Every form whose data the server keeps as open drafts or cases, and those records, read once
 * for a studio save: the commodity wizard's four forms (the `commodity` drafts, and each case the
 * wizard sent: its plan and product columns with the applicant block), and the older order flow's
 * applicant and product forms (the `user-info` draft; a case it sent keeps `applicant.member` and
 * `applicant.order`). A record is matched to a form's fields by their names (schema-impact.ts). The other forms (對保, guarantor, vehicle signer, minor guardian, member
 * info) keep no draft on the server: their pages use the new rules on their next load.
 */
export async function keptFormRecords(
  ctx: Pick<ServerContext, 'db'>,
  since: string,
): Promise<Map<string, KeptRecords>> {
  const kept = new Map<string, KeptRecords>();
  const recordsOf = (form: string) => {
    let records = kept.get(form);
    if (!records) kept.set(form, (records = { drafts: [], cases: [] }));
    return records;
  };
  for (const form of [...WIZARD_FORMS, ...Object.keys(OLDER_CASE_FORMS)]) recordsOf(form);

  const drafts = await ctx.db
    .selectFrom('drafts')
    .select(['id', 'kind', 'data_json'])
    .where('kind', 'in', ['commodity', 'user-info'])
    .execute();
  for (const draft of drafts) {
    const data = JSON.parse(draft.data_json) as unknown;
    const id = `draft:${draft.id}`;
    if (draft.kind === 'commodity')
      for (const form of WIZARD_FORMS) recordsOf(form).drafts.push({ id, data });
    else
      for (const form of OLDER_DRAFT_FORMS)
        recordsOf(form).drafts.push({ id, data: olderDraftAsForm(object(data) ?? {}) });
  }

  const cases = await ctx.db
    .selectFrom('cases')
    .select([
      'id',
      'applicant_json',
      'amount',
      'installment',
      'monthly_payment',
      'service_fee',
      'interest_plan_id',
      'interest_rate_id',
      'is_provide_labor_insurance',
      'product_name',
      'product_model_no',
    ])
    .where('created_at', '>=', since)
    .execute();
  for (const row of cases) {
    const id = `case:${row.id}`;
    const applicant = object(JSON.parse(row.applicant_json));
    const member = object(applicant?.member);
    if (member) {
      // Sent by the older order flow: its forms' data under the wire's names.
      for (const [form, key] of Object.entries(OLDER_CASE_FORMS))
        recordsOf(form).cases.push({ id, data: object(applicant?.[key]) ?? {} });
      continue;
    }
    const data = {
      amount: row.amount,
      installment: row.installment,
      monthlyPayment: row.monthly_payment,
      serviceFee: row.service_fee,
      interestPlanId: row.interest_plan_id,
      interestRateId: row.interest_rate_id,
      isProvideLaborAndHealthInsurance: row.is_provide_labor_insurance === 1,
      productName: row.product_name,
      productModelNo: row.product_model_no,
      applicant,
    };
    for (const form of WIZARD_FORMS) recordsOf(form).cases.push({ id, data });
  }
  return kept;
}
