import type { Kysely, Selectable } from 'kysely';
import { memberActor, type CaseActor } from '../audit/case-actor';
import type { CaseTable, Database } from '../db/schema';
import { nextCaseNumber } from './case-number';

/** What an application decides about a new case; the rest (number, status, times) is set here. */
export interface NewCase {
  member_id: number;
  interest_plan_id: number;
  interest_rate_id: number;
  amount: number;
  installment: number;
  monthly_payment: number;
  service_fee: number;
  product_name: string;
  product_model_no: string | null;
  is_provide_labor_insurance: number;
  /** The applicant block, stored whole as JSON. */
  applicant: Record<string, unknown>;
  /** The mid clause version agreed to, when the flow shows it (the commodity flow does). */
  mid_clause_version?: string | null;
  /** When the clause and both contracts were agreed to (the time of sending). */
  agreed_at?: string | null;
}

/**
 * Inserts a case as submitted (a new case number, its first event) — the one way cases are born,
 * for the commodity application, the older apply call and the demo. Run it inside the caller's
 * transaction so the number, the case and the event land together. The event's actor is the
 * member the case is for (who sends an application) unless the caller names another (the demo
 * seed names the system).
 */
export async function insertSubmittedCase(
  db: Kysely<Database>,
  values: NewCase,
  now: Date,
  note: string | null,
  by: CaseActor = memberActor(values.member_id),
): Promise<Selectable<CaseTable>> {
  const stamp = now.toISOString();
  const { applicant, agreed_at: agreedAt = null, mid_clause_version: clause = null, ...columns } = values;
  const inserted = await db
    .insertInto('cases')
    .values({
      ...columns,
      case_no: await nextCaseNumber(db, now),
      status: 'submitted',
      applicant_json: JSON.stringify(applicant),
      mid_clause_version: clause,
      mid_agreed_at: agreedAt,
      platform_contract_agreed_at: agreedAt,
      sale_contract_agreed_at: agreedAt,
      status_note: null,
      virtual_account: null,
      id_verify_json: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('case_events')
    .values({
      case_id: inserted.id,
      from_status: null,
      to_status: 'submitted',
      note,
      created_at: stamp,
      actor: by.who,
      audit_id: by.auditId,
    })
    .execute();
  return inserted;
}
