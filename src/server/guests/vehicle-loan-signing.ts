import { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { VehicleLoanTable } from '../db/schema';
import type { FormAnswers } from '../../validation/send/form-answers';
import { keepFormAnswers } from '../forms/form-answers-store';
import { readSignaturePng } from './signature-image';

/** The category a vehicle loan's provider-note signature is filed under (promissory note signature). */
export const VEHICLE_SIGNATURE_CATEGORY = '19';

/**
 * What the signer's form sends (derived from schemas/vehicleLoanSignature.json's `send`): the
 * signature pad's PNG, and the answers to any field added beyond it.
 */
export interface VehicleLoanSignatureBody {
  signature: string;
  answers?: FormAnswers;
}

/** Whose answers to the vehicle-loan signing form a loan's are (form-answers-store.ts). */
export function vehicleLoanAnswersSubject(loanId: number): string {
  return `vehicleLoan:${loanId}`;
}

/**
 * Signs a vehicle loan once: stores the signature PNG (files row with vehicle_loan_id), the form's
 * other answers, and sets signed_at in one transaction; a second signature, even a concurrent one,
 * answers 400 3043 and leaves no file behind. Returns when it was signed.
 */
export async function signVehicleLoan(
  ctx: ServerContext,
  loan: Selectable<VehicleLoanTable>,
  body: VehicleLoanSignatureBody,
): Promise<string> {
  if (loan.signed_at) throw API_ERRORS.vehicleLoanAlreadySigned();
  const png = await readSignaturePng(body.signature);
  const stored = await ctx.files.save(Readable.from([png]), ['image/png']);
  const signedAt = ctx.clock().toISOString();
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const result = await tx
        .updateTable('vehicle_loans')
        .set({ signed_at: signedAt })
        .where('id', '=', loan.id)
        .where('signed_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw API_ERRORS.vehicleLoanAlreadySigned();
      await tx
        .insertInto('files')
        .values({
          category: VEHICLE_SIGNATURE_CATEGORY,
          member_id: null,
          draft_token_hash: null,
          case_id: null,
          guarantor_id: null,
          vehicle_loan_id: loan.id,
          storage_key: stored.storageKey,
          thumbnail_key: stored.thumbnailKey,
          content_type: stored.contentType,
          original_name: '車貸簽名.png',
          size: stored.size,
          created_at: signedAt,
        })
        .execute();
      await keepFormAnswers(
        ctx,
        {
          form: 'vehicleLoanSignature',
          subject: vehicleLoanAnswersSubject(loan.id),
          caseId: loan.case_id,
        },
        body.answers,
        tx,
      );
    });
  } catch (error) {
    await ctx.files.remove(stored.storageKey);
    await ctx.files.remove(stored.thumbnailKey);
    throw error;
  }
  return signedAt;
}
