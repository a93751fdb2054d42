import type { Kysely, Selectable } from 'kysely';
import type { CaseTable, Database } from '../db/schema';
import { statusLabelOf } from './case-lifecycle';

/** A case as member replies show it (spec §3/§7: caseSerNo is the case id, periods as app*). */
export interface CaseView {
  id: number;
  caseNo: string;
  caseSerNo: number;
  status: string;
  statusLabel: string;
  productName: string;
  productModelNo: string | null;
  amount: number;
  installment: number;
  monthlyPayment: number;
  serviceFee: number;
  createdAt: string;
  updatedAt: string;
  /** Total periods. */
  appPeriods: number;
  /** Periods paid so far. */
  appPayPeriods: number;
  /** The operator's note on the latest change (rejection reason, what to supplement). */
  statusNote: string | null;
}

/** Describes one case, given how many of its periods are paid. */
export function caseView(row: Selectable<CaseTable>, paidPeriods: number): CaseView {
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

/** Describes several cases with one query for their paid periods. */
export async function caseViews(
  db: Kysely<Database>,
  rows: readonly Selectable<CaseTable>[],
): Promise<CaseView[]> {
  const paid = await paidPeriodsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => caseView(row, paid.get(row.id) ?? 0));
}

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** The properties of a CaseView, for response schemas that extend it. */
export const CASE_VIEW_PROPERTIES = {
  id: int,
  caseNo: str,
  caseSerNo: int,
  status: str,
  statusLabel: str,
  productName: str,
  productModelNo: nullableStr,
  amount: int,
  installment: int,
  monthlyPayment: int,
  serviceFee: int,
  createdAt: str,
  updatedAt: str,
  appPeriods: int,
  appPayPeriods: int,
  statusNote: nullableStr,
} as const;

/** The JSON Schema of a CaseView. */
export const CASE_VIEW_SCHEMA = { type: 'object', properties: CASE_VIEW_PROPERTIES } as const;
