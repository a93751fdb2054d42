import type { Selectable } from 'kysely';
import type { IdVerifyInfo } from '../../validation/api-replies';
import { API_ERRORS, ApiError } from '../api-error';
import type { CaseActor } from '../audit/case-actor';
import type { ServerContext } from '../context';
import type { CaseTable } from '../db/schema';
import type { FormAnswers } from '../../validation/send/form-answers';
import { keepFormAnswers, keptFormAnswers } from '../forms/form-answers-store';
import { transitionCaseIn } from './case-lifecycle';

/**
 * The applicant block of identity verification (spec §3): name and the payout passbook, as the
 * reply shows it (schemas/api/replies/id-verify-info.json) and the member sends it back.
 */
export type IdVerifyApplicant = IdVerifyInfo['applicant'];

/**
 * What 對保's step 1 sends (derived from schemas/idVerifyApplicant.json's `send`): the applicant
 * block, and the answers to any field added beyond it.
 */
export type IdVerifyBody = IdVerifyApplicant & { answers?: FormAnswers };

/** The form 對保's answers beyond the applicant block are kept under, and whose they are: the case's. */
const ID_VERIFY_FORM = 'idVerifyApplicant';
const idVerifySubject = (caseId: number) => `idVerify:${caseId}`;

/** The answers kept from a case's 對保 beyond the applicant block, or undefined. */
export function idVerifyAnswersOf(ctx: ServerContext, caseId: number): Promise<FormAnswers | undefined> {
  return keptFormAnswers(ctx, ID_VERIFY_FORM, idVerifySubject(caseId));
}

const APPLICANT_KEYS = [
  'name',
  'passbookAccountName',
  'passbookBankBranchCode',
  'passbookBankCode',
  'passbookNo',
] as const;

function parseObject(json: string | null): Record<string, unknown> {
  try {
    const value: unknown = json ? JSON.parse(json) : null;
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {}; // a damaged column shows as empty fields rather than failing the page
  }
}

/**
 * The block the member confirms: what was sent at verification, else what the application
 * carried (the commodity applicant block; older cases keep the name in `member.memName`).
 */
export function idVerifyApplicantOf(caseRow: Selectable<CaseTable>): IdVerifyApplicant {
  const source = caseRow.id_verify_json
    ? parseObject(caseRow.id_verify_json)
    : parseObject(caseRow.applicant_json);
  const olderMember = (source.member && typeof source.member === 'object' ? source.member : {}) as Record<
    string,
    unknown
  >;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const block = Object.fromEntries(
    APPLICANT_KEYS.map((key) => [key, text(source[key])]),
  ) as unknown as IdVerifyApplicant;
  if (!block.name) block.name = text(olderMember.memName);
  return block;
}

/** The passbook's bank and branch must be real: both are checked against the reference tables. */
export async function checkPassbookBank(ctx: ServerContext, applicant: IdVerifyApplicant): Promise<void> {
  const bank = await ctx.db
    .selectFrom('banks')
    .select('bank_code')
    .where('bank_code', '=', applicant.passbookBankCode)
    .executeTakeFirst();
  if (!bank) throw new ApiError(422, '422', '查無此存摺銀行代碼');
  const branch = await ctx.db
    .selectFrom('bank_branches')
    .select('branch_code')
    .where('bank_code', '=', applicant.passbookBankCode)
    .where('branch_code', '=', applicant.passbookBankBranchCode)
    .executeTakeFirst();
  if (!branch) throw new ApiError(422, '422', '查無此存摺分行代碼');
}

/**
 * Records the verification (the applicant block, and the form's other answers when the form was
 * sent: `{}` clears those kept; the older confirm, which sends no form, leaves them) and moves approved → id_verified for `by` (the member) in one transaction. A case that is
 * not (or no longer) awaiting verification answers 400 2015 (the client returns to the order list).
 */
export async function completeIdVerification(
  ctx: ServerContext,
  caseId: number,
  applicant: IdVerifyApplicant,
  note: string,
  by: CaseActor,
  answers?: FormAnswers,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const caseRow = await trx.selectFrom('cases').selectAll().where('id', '=', caseId).executeTakeFirst();
    if (!caseRow) throw API_ERRORS.caseNotFound();
    if (caseRow.status !== 'approved') throw API_ERRORS.caseNoLongerValid();
    const idVerifyJson = JSON.stringify(applicant);
    await trx.updateTable('cases').set({ id_verify_json: idVerifyJson }).where('id', '=', caseId).execute();
    if (answers)
      await keepFormAnswers(
        ctx,
        { form: ID_VERIFY_FORM, subject: idVerifySubject(caseId), caseId },
        answers,
        trx,
      );
    await transitionCaseIn(
      trx,
      { ...caseRow, id_verify_json: idVerifyJson },
      'id_verified',
      note,
      ctx.clock(),
      by,
    );
  });
}
