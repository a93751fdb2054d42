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

/** Which statuses a case list holds, as a key: `all`, or `in:…` / `not in:…`. */
export type CaseListStatuses = { in: boolean; list: readonly string[] };

/**
 * The shapes made so far, by status list (its identity) and then by `in`. A list is one of the
 * fixed status constants (cases/case-status.ts), never changed once used, so each list kind's
 * key is built once rather than on every request.
 */
const shapes = new WeakMap<readonly string[], Map<boolean, string>>();

/** The key of the statuses a list holds (the compiled query's and the list cache's). */
export function caseListShape(statuses?: CaseListStatuses): string {
  if (!statuses) return 'all';
  let byIn = shapes.get(statuses.list);
  if (!byIn) shapes.set(statuses.list, (byIn = new Map()));
  let shape = byIn.get(statuses.in);
  if (shape === undefined) {
    shape = `${statuses.in ? 'in' : 'not in'}:${statuses.list.join(',')}`;
    byIn.set(statuses.in, shape);
  }
  return shape;
}

/**
 * A member's cases as views, newest first, in one query: the view's columns and each case's paid
 * periods (a subquery), optionally only the statuses in or not in `statuses`. The member centre
 * calls this on every visit, so the query is compiled once (db/compiled-once.ts).
 */
export function memberCaseViews(
  db: Kysely<Database>,
  memberId: number,
  statuses?: CaseListStatuses,
): Promise<CaseView[]> {
  return readMemberCaseViews(db, memberId, statuses, caseListShape(statuses));
}

/** memberCaseViews, given the statuses' key (caseListShape) the caller has already made. */
async function readMemberCaseViews(
  db: Kysely<Database>,
  memberId: number,
  statuses: CaseListStatuses | undefined,
  shape: string,
): Promise<CaseView[]> {
  const rows = await runCompiledOnce(
    db,
    `memberCaseViews:${shape}`,
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
  const shape = caseListShape(statuses);
  return ctx.caseLists.list(memberId, shape, () => readMemberCaseViews(ctx.db, memberId, statuses, shape));
}
