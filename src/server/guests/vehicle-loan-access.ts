import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { CaseTable, VehicleLoanTable } from '../db/schema';

/** A vehicle loan a guest signer may open, with its case. */
export interface VehicleLoanAccess {
  loan: Selectable<VehicleLoanTable>;
  caseRow: Selectable<CaseTable>;
}

/** The vehicle loan a sign path opens; a wrong or empty path answers 404 014.404 like a missing one. */
export async function vehicleLoanBySignPath(
  ctx: ServerContext,
  signPath: string,
): Promise<VehicleLoanAccess> {
  const loan = signPath
    ? await ctx.db
        .selectFrom('vehicle_loans')
        .selectAll()
        .where('sign_path', '=', signPath)
        .executeTakeFirst()
    : undefined;
  const caseRow =
    loan && (await ctx.db.selectFrom('cases').selectAll().where('id', '=', loan.case_id).executeTakeFirst());
  if (!loan || !caseRow || caseRow.status === 'cancelled' || caseRow.status === 'rejected')
    throw API_ERRORS.caseNotFound();
  return { loan, caseRow };
}

/** The signature file of a vehicle loan (category 19, the provider note), if signed. */
export function vehicleLoanSignature(ctx: ServerContext, loanId: number) {
  return ctx.db
    .selectFrom('files')
    .selectAll()
    .where('vehicle_loan_id', '=', loanId)
    .where('category', '=', '19')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
