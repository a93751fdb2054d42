import { answerLines, type AnswerLine } from '../../validation/send/answer-lines';
import type { FormAnswers } from '../../validation/send/form-answers';
import type { ServerContext } from '../context';
import { idVerifyAnswersOf } from '../cases/id-verification';
import { keptFormAnswers } from '../forms/form-answers-store';
import { guarantorAnswersSubject } from '../guests/guarantor-sending';
import { vehicleLoanAnswersSubject } from '../guests/vehicle-loan-signing';
import type { Signing } from './record-signed-documents';

/** The form a signer answered before signing, and the answers kept from it. */
async function signerForm(
  ctx: ServerContext,
  signing: Signing,
): Promise<{ form: string; answers: FormAnswers | undefined } | null> {
  if (signing.signer === 'guarantor' && signing.guarantor)
    return {
      form: 'guarantor',
      answers: await keptFormAnswers(ctx, 'guarantor', guarantorAnswersSubject(signing.guarantor.id)),
    };
  if (signing.signer === 'vehicleSigner' && signing.vehicleLoan)
    return {
      form: 'vehicleLoanSignature',
      answers: await keptFormAnswers(
        ctx,
        'vehicleLoanSignature',
        vehicleLoanAnswersSubject(signing.vehicleLoan.id),
      ),
    };
  if (signing.signer === 'applicant')
    return { form: 'idVerifyApplicant', answers: await idVerifyAnswersOf(ctx, signing.caseId) };
  return null;
}

/**
 * What the signer answered beyond the spec's fields (fields an analyst added to the form they
 * signed with), as the signing record prints and seals it: the field's title from the form this
 * server validates with, and the value. Empty when there is nothing.
 */
export async function signerAnswerLines(ctx: ServerContext, signing: Signing): Promise<AnswerLine[]> {
  const found = await signerForm(ctx, signing);
  const schema = found?.answers && ctx.formRevisions.schemaOf(found.form);
  return schema ? answerLines(schema, found.answers) : [];
}
