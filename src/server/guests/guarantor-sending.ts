import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { GuarantorTable } from '../db/schema';
import { postalCodeOf } from '../../validation/data/taiwan-districts';
import type { FormAnswers } from '../../validation/send/form-answers';
import { keepFormAnswers } from '../forms/form-answers-store';
import { assertGuarantorOpen } from './guarantor-access';
import { GUARANTOR_CATEGORIES, guarantorFiles } from './guarantor-files';

/**
 * What the guarantor form sends (the update payload of spec §3, derived from schemas/guarantor.json's
 * `send`): the living address, and the answers to any field added beyond it.
 */
export interface LivingAddressBody {
  guarLivingCity: string;
  guarLivingDistrict: string;
  guarLivingAddr: string;
  answers?: FormAnswers;
}

/** Whose answers to the guarantor form a guarantor's are (form-answers-store.ts). */
export function guarantorAnswersSubject(guarantorId: number): string {
  return `guarantor:${guarantorId}`;
}

/**
 * Saves the living address and the form's other answers; the district must belong to the city
 * (422 3045), and the info be unsent.
 */
export async function saveLivingAddress(
  ctx: ServerContext,
  guarantor: Selectable<GuarantorTable>,
  body: LivingAddressBody,
): Promise<void> {
  assertGuarantorOpen(guarantor);
  if (postalCodeOf(body.guarLivingCity, body.guarLivingDistrict) === undefined)
    throw API_ERRORS.districtNotInCity();
  await ctx.db
    .updateTable('guarantors')
    .set({
      living_city: body.guarLivingCity,
      living_district: body.guarLivingDistrict,
      living_addr: body.guarLivingAddr.trim(),
    })
    .where('id', '=', guarantor.id)
    .where('status', '=', 'pending')
    .execute();
  await keepFormAnswers(
    ctx,
    { form: 'guarantor', subject: guarantorAnswersSubject(guarantor.id), caseId: guarantor.case_id },
    body.answers,
  );
}

/** What is still missing before a guarantor may send, as the zh-TW names the 422 lists. */
export async function missingBeforeSending(
  ctx: ServerContext,
  guarantor: Selectable<GuarantorTable>,
): Promise<string[]> {
  const missing: string[] = [];
  if (!guarantor.living_city || !guarantor.living_district || !guarantor.living_addr)
    missing.push('居住地址');
  const categories = new Set((await guarantorFiles(ctx, guarantor.id)).map((f) => f.category));
  if (!categories.has(GUARANTOR_CATEGORIES.contractSignature)) missing.push('保證人合約簽名');
  if (!categories.has(GUARANTOR_CATEGORIES.promissoryNoteSignature)) missing.push('保證人本票簽名');
  return missing;
}

/**
 * Sends the guarantor's info: refused with 422 3042 naming what is missing (the living address,
 * the contract and promissory-note signatures), then the guarantor is 'sent' and read-only.
 */
export async function sendGuarantor(
  ctx: ServerContext,
  guarantor: Selectable<GuarantorTable>,
): Promise<void> {
  assertGuarantorOpen(guarantor);
  const missing = await missingBeforeSending(ctx, guarantor);
  if (missing.length > 0) throw API_ERRORS.guarantorIncomplete(missing);
  const result = await ctx.db
    .updateTable('guarantors')
    .set({ status: 'sent', sent_at: ctx.clock().toISOString() })
    .where('id', '=', guarantor.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw API_ERRORS.guarantorAlreadySent();
}
