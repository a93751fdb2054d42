import type { preValidationHookHandler } from 'fastify';
import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import { assertGuessAllowed, recordWrongGuess, type GuessTarget } from '../auth/guess-limit';
import type { ServerContext } from '../context';
import type { CaseTable, GuarantorTable } from '../db/schema';

/** A guarantor a guest may act for, with the case it guarantees. */
export interface GuarantorAccess {
  guarantor: Selectable<GuarantorTable>;
  caseRow: Selectable<CaseTable>;
}

/** Cases whose guest links no longer open: nothing is left for a guarantor to do. */
const CLOSED_CASE_STATUSES: ReadonlySet<string> = new Set(['rejected', 'cancelled']);

async function withCase(
  ctx: ServerContext,
  guarantor: Selectable<GuarantorTable> | undefined,
): Promise<GuarantorAccess> {
  if (!guarantor) throw API_ERRORS.caseNotFound();
  const caseRow = await ctx.db
    .selectFrom('cases')
    .selectAll()
    .where('id', '=', guarantor.case_id)
    .executeTakeFirst();
  if (!caseRow || CLOSED_CASE_STATUSES.has(caseRow.status)) throw API_ERRORS.caseNotFound();
  return { guarantor, caseRow };
}

/**
 * The newer guest flow's `{id}`: the guarantor's secret sign path, or the numeric guarantor id
 * together with the guarantor's ID number (`idCardNo`; with a sign path it must match too).
 * Anything else answers 404 014.404, exactly like a missing guarantor, so a guess reveals nothing.
 * The id is a serial anyone can count up, so answering by id and ID number is a guess, limited per
 * case and per `address` (auth/guess-limit.ts). The sign path is a secret and is not limited, but an
 * ID number checked with it counts under the same limits (a known path must not test ID numbers).
 */
export async function guarantorForGuest(
  ctx: ServerContext,
  id: string,
  idCardNo: string | undefined,
  address: string,
): Promise<GuarantorAccess> {
  const query = ctx.db.selectFrom('guarantors').selectAll();
  if (!/^[0-9]{1,9}$/.test(id)) {
    const guarantor = await query.where('sign_path', '=', id).executeTakeFirst();
    // The path alone opens without limit; an ID number sent with it is still checked, and a check
    // that answers right or wrong is a guess at the case like any other door's.
    if (guarantor && idCardNo !== undefined) {
      const target: GuessTarget = { caseId: guarantor.case_id };
      await assertGuessAllowed(ctx, target, address);
      if (guarantor.id_num !== idCardNo.toUpperCase()) {
        await recordWrongGuess(ctx, target, address);
        throw API_ERRORS.caseNotFound();
      }
    }
    return withCase(ctx, guarantor);
  }
  if (idCardNo === undefined) throw API_ERRORS.caseNotFound();
  const guarantor = await query.where('id', '=', Number(id)).executeTakeFirst();
  const target: GuessTarget = guarantor ? { caseId: guarantor.case_id } : { unknown: `guarantor:${id}` };
  await assertGuessAllowed(ctx, target, address);
  if (!guarantor || guarantor.id_num !== idCardNo.toUpperCase()) {
    await recordWrongGuess(ctx, target, address);
    throw API_ERRORS.caseNotFound();
  }
  return withCase(ctx, guarantor);
}

/**
 * The older flow's address: the case number plus the guarantor's ID number; else 404 014.404.
 * Case numbers are a date and a serial, so this is a guess too, limited like the newer door.
 */
export async function guarantorByCaseAndIdNumber(
  ctx: ServerContext,
  caseNo: string,
  idNum: string,
  address: string,
): Promise<GuarantorAccess> {
  const caseRow = await ctx.db
    .selectFrom('cases')
    .select('id')
    .where('case_no', '=', caseNo)
    .executeTakeFirst();
  const target: GuessTarget = caseRow ? { caseId: caseRow.id } : { unknown: `case-no:${caseNo}` };
  await assertGuessAllowed(ctx, target, address);
  const guarantor =
    caseRow &&
    (await ctx.db
      .selectFrom('guarantors')
      .selectAll()
      .where('case_id', '=', caseRow.id)
      .where('id_num', '=', idNum.toUpperCase())
      .executeTakeFirst());
  if (!guarantor) {
    await recordWrongGuess(ctx, target, address);
    throw API_ERRORS.caseNotFound();
  }
  return withCase(ctx, guarantor);
}

/** Refuses changes once the guarantor has sent the info (400 3041). */
export function assertGuarantorOpen(guarantor: Selectable<GuarantorTable>): void {
  if (guarantor.status !== 'pending') throw API_ERRORS.guarantorAlreadySent();
}

/**
 * Upper-cases an ID number in the query or params before validation: people type the letter in
 * either case, and the tw_id rule (like the card itself) wants it upper-case.
 */
export function upperCaseIdNumber(part: 'query' | 'params', field: string): preValidationHookHandler {
  return (request, _reply, done) => {
    const values = request[part] as Record<string, unknown> | undefined;
    const value = values?.[field];
    if (values && typeof value === 'string') values[field] = value.trim().toUpperCase();
    done();
  };
}
