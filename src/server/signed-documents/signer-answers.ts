import { answerLines, type AnswerLine } from '../../validation/send/answer-lines';
import type { FormAnswers } from '../../validation/send/form-answers';
import type { ServerContext } from '../context';
import { idVerifyAnswersOf } from '../cases/id-verification';
import { caseAnswersSubject, caseFormAnswers, keptFormAnswers } from '../forms/form-answers-store';
import { guarantorAnswersSubject } from '../guests/guarantor-sending';
import { vehicleLoanAnswersSubject } from '../guests/vehicle-loan-signing';
import type { Signing } from './record-signed-documents';

/** The forms a signer answered before signing, and the answers kept from each. */
async function signerForms(
  ctx: ServerContext,
  signing: Signing,
): Promise<{ form: string; answers: FormAnswers | undefined }[]> {
  if (signing.signer === 'guarantor' && signing.guarantor)
    return [
      {
        form: 'guarantor',
        answers: await keptFormAnswers(ctx, 'guarantor', guarantorAnswersSubject(signing.guarantor.id)),
      },
    ];
  if (signing.signer === 'vehicleSigner' && signing.vehicleLoan)
    return [
      {
        form: 'vehicleLoanSignature',
        answers: await keptFormAnswers(
          ctx,
          'vehicleLoanSignature',
          vehicleLoanAnswersSubject(signing.vehicleLoan.id),
        ),
      },
    ];
  if (signing.signer === 'applicant') {
    // The application's forms (kept as the case's when it was sent), then 對保's once answered.
    const application = (await caseFormAnswers(ctx, signing.caseId)).filter(
      ({ subject }) => subject === caseAnswersSubject(signing.caseId),
    );
    return [
      ...application.map(({ form, answers }) => ({ form, answers })),
      { form: 'idVerifyApplicant', answers: await idVerifyAnswersOf(ctx, signing.caseId) },
    ];
  }
  return [];
}

/**
 * What the signer answered beyond the spec's fields (fields an analyst added to the form they
 * signed with), as the signing record prints and seals it: the field's title from the form this
 * server validates with, and the value. Empty when there is nothing.
 */
export async function signerAnswerLines(ctx: ServerContext, signing: Signing): Promise<AnswerLine[]> {
  return (await signerForms(ctx, signing)).flatMap(({ form, answers }) => {
    const schema = answers && ctx.formRevisions.schemaOf(form);
    return schema ? answerLines(schema, answers) : [];
  });
}
