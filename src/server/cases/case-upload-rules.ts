import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { CaseTable } from '../db/schema';
import type { CaseStatus } from './case-status';
import { BILLED_STATUSES } from './start-billing';

/**
 * Statuses in which signatures and the 對保 selfie may be uploaded: from approval until the
 * contract is signed. Before approval there is nothing to sign; after it the signed contract stands.
 */
export const SIGNING_STATUSES: readonly CaseStatus[] = ['approved', 'id_verified'];

/**
 * Refuses a signature or selfie upload to a case that may not be signed now (400 2015). Every
 * upload route of either generation that takes one runs this, so they cannot disagree.
 */
export function assertMaySign(caseRow: Pick<Selectable<CaseTable>, 'status'>): void {
  if (!(SIGNING_STATUSES as readonly string[]).includes(caseRow.status)) throw API_ERRORS.caseNoLongerValid();
}

/**
 * Refuses a payment receipt for a case whose billing has not started (404 016.404): until the case
 * is signed and has its virtual account and schedule there is nothing a receipt could be for (an
 * approved case an older version gave an account at approval included).
 */
export function assertTakesReceipts(
  caseRow: Pick<Selectable<CaseTable>, 'status' | 'virtual_account'>,
): void {
  if (!caseRow.virtual_account || !BILLED_STATUSES.includes(caseRow.status))
    throw API_ERRORS.caseNotApproved();
}
