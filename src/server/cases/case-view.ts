import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import { runCompiledOnce } from '../db/compiled-once';
import type { ServerContext } from '../context';
import type { CaseTable, Database } from '../db/schema';
import type { CaseView } from '../../validation/api-replies';
import { statusLabelOf } from './case-lifecycle';

/** A case as member replies show it (schemas/api/replies/case-view.json). */
export type { CaseView };

/** The columns a CaseView is made of (a list never reads the application's JSON). */
export const CASE_VIEW_COLUMNS = [
  'id',
  'case_no',
  'status',
  'product_name',
  'product_model_no',
  'amount',
  'installment',
  'monthly_payment',
  'service_fee',
  'created_at',
  'updated_at',
  'status_note',
] as const;

/** A case row with the columns a CaseView needs. */
export type CaseViewRow = Pick<Selectable<CaseTable>, (typeof CASE_VIEW_COLUMNS)[number]>;

/** Describes one case, given how many of its periods are paid. */
export function caseView(row: CaseViewRow, paidPeriods: number): CaseView {
  return {
    id: row.id,
    caseNo: row.case_no,
    caseSerNo: row.id,
    status: row.status,
    statusLabel: statusLabelOf(row.status),
    productName: row.product_name,
    productModelNo: row.product_model_no,
    amount: row.amount,
    installment: row.installment,
    monthlyPayment: row.monthly_payment,
    serviceFee: row.service_fee,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    appPeriods: row.installment,
    appPayPeriods: paidPeriods,
    statusNote: row.status_note,
  };
}

/** How many periods of each case are paid (cases without a schedule are absent: 0). */
export async function paidPeriodsOf(
  db: Kysely<Database>,
  caseIds: readonly number[],
): Promise<Map<number, number>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('installments')
    .select(['case_id', (eb) => eb.fn.countAll().as('paid')])
    .where('case_id', 'in', caseIds)
    .where('paid_at', 'is not', null)
    .groupBy('case_id')
    .execute();
  return new Map(rows.map((row) => [row.case_id, Number(row.paid)]));
}

/** The number of paid periods of the case row at hand, as a correlated subquery (0 without a schedule). */
function paidPeriodsColumn(eb: ExpressionBuilder<Database, 'cases'>) {
  return eb
    .selectFrom('installments')
    .select((sub) => sub.fn.countAll().as('paid'))
    .whereRef('installments.case_id', '=', 'cases.id')
    .where('installments.paid_at', 'is not', null)
    .as('paid_periods');
}

/** Which statuses a case list holds, with its key (`in:…` / `not in:…`): made once per list kind. */
export interface CaseListStatuses {
  readonly in: boolean;
  readonly list: readonly string[];
  /** The key of the compiled query and of the list cache. */
  readonly key: string;
}

/** The statuses of one list kind (only those in `list`, or only those not in it), with its key. */
export function caseListStatuses(inList: boolean, list: readonly string[]): CaseListStatuses {
  return { in: inList, list, key: `${inList ? 'in' : 'not in'}:${list.join(',')}` };
}

/** The key of a list's statuses: `all` for every case. */
const keyOf = (statuses?: CaseListStatuses): string => statuses?.key ?? 'all';

/**
 * A member's cases as views, newest first, in one query: the view's columns and each case's paid
 * periods (a subquery), optionally only the statuses in or not in `statuses`. The member centre
 * calls this on every visit, so the query is compiled once (db/compiled-once.ts).
 */
export async function memberCaseViews(
  db: Kysely<Database>,
  memberId: number,
  statuses?: CaseListStatuses,
): Promise<CaseView[]> {
  const rows = await runCompiledOnce(
    db,
    `memberCaseViews:${keyOf(statuses)}`,
    (member: number) => {
      let query = db
        .selectFrom('cases')
        .select([...CASE_VIEW_COLUMNS, paidPeriodsColumn])
        .where('member_id', '=', member);
      if (statuses) query = query.where('status', statuses.in ? 'in' : 'not in', statuses.list);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
    },
    memberId,
  );
  // PostgreSQL's count is a bigint, which pg hands over as a string.
  return rows.map((row) => caseView(row, Number(row.paid_periods ?? 0)));
}

/** A member's case list (memberCaseViews), answered from the server's list cache while it holds it. */
export function cachedMemberCaseViews(
  ctx: Pick<ServerContext, 'db' | 'caseLists'>,
  memberId: number,
  statuses?: CaseListStatuses,
): Promise<readonly CaseView[]> {
  return ctx.caseLists.list(memberId, keyOf(statuses), () => memberCaseViews(ctx.db, memberId, statuses));
}
