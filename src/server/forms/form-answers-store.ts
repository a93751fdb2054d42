import type { Kysely } from 'kysely';
import type { CarriedFormAnswers, FormAnswers } from '../../validation/send/form-answers';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';

/** Whose answers to a form: the form, one subject (`guarantor:<id>`, …) and the case it belongs to. */
export interface AnswersOwner {
  form: string;
  subject: string;
  caseId: number | null;
}

/** The answers kept for a form, with the revision they were given under. */
export interface KeptAnswers {
  form: string;
  subject: string;
  revision: string;
  answers: FormAnswers;
  updatedAt: string;
}

/**
 * Keeps the answers a send carried beyond its wire fields (already validated by the form's own
 * rules with the body), whole, with the form's current revision; a send without any clears them
 * (the person emptied the fields). `db` is the transaction when they are kept with the send's own
 * writes.
 */
export async function keepFormAnswers(
  ctx: ServerContext,
  owner: AnswersOwner,
  answers: FormAnswers | undefined,
  db: Kysely<Database> = ctx.db,
): Promise<void> {
  const mine = db
    .deleteFrom('form_answers')
    .where('form', '=', owner.form)
    .where('subject', '=', owner.subject);
  if (!answers || Object.keys(answers).length === 0) {
    await mine.execute();
    return;
  }
  const row = {
    form: owner.form,
    subject: owner.subject,
    case_id: owner.caseId,
    revision: ctx.formRevisions.currentOf([owner.form])[owner.form] ?? '',
    answers_json: JSON.stringify(answers),
    updated_at: ctx.clock().toISOString(),
  };
  await db
    .insertInto('form_answers')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['form', 'subject']).doUpdateSet({
        revision: row.revision,
        answers_json: row.answers_json,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Whose answers to a form sent with a case (the commodity wizard's forms): the case's. */
export function caseAnswersSubject(caseId: number): string {
  return `case:${caseId}`;
}

/**
 * Keeps each form's answers a body carried in `formAnswers` (already checked by each form's rules
 * with the body), as the case's, in the send's transaction.
 */
export async function keepCarriedAnswers(
  ctx: ServerContext,
  caseId: number,
  formAnswers: CarriedFormAnswers | undefined,
  db: Kysely<Database>,
): Promise<void> {
  for (const [form, answers] of Object.entries(formAnswers ?? {}))
    await keepFormAnswers(ctx, { form, subject: caseAnswersSubject(caseId), caseId }, answers, db);
}

/** The answers kept for one form and subject, or undefined. */
export async function keptFormAnswers(
  ctx: ServerContext,
  form: string,
  subject: string,
): Promise<FormAnswers | undefined> {
  const row = await ctx.db
    .selectFrom('form_answers')
    .select('answers_json')
    .where('form', '=', form)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row ? (JSON.parse(row.answers_json) as FormAnswers) : undefined;
}

/** Every form's answers kept for a case (the operator's view), oldest first. */
export async function caseFormAnswers(
  ctx: Pick<ServerContext, 'db'>,
  caseId: number,
): Promise<KeptAnswers[]> {
  const rows = await ctx.db
    .selectFrom('form_answers')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    form: row.form,
    subject: row.subject,
    revision: row.revision,
    answers: JSON.parse(row.answers_json) as FormAnswers,
    updatedAt: row.updated_at,
  }));
}

/**
 * The forms whose answers are the member's own, shown back in the member's order detail: those a
 * guest fills (a guarantor, a vehicle-loan signer) belong to that person and are not.
 */
export const MEMBER_ANSWER_FORMS: readonly string[] = [
  'commodityIdentity',
  'commodityPlan',
  'commodityApplicant',
  'commodityProduct',
  'orderProduct',
  'orderApplicant',
  'idVerifyApplicant',
  'minorGuardians',
];

/** The member's own forms' answers kept for a case (the order detail's), oldest first. */
export async function memberCaseAnswers(
  ctx: Pick<ServerContext, 'db'>,
  caseId: number,
): Promise<{ form: string; answers: FormAnswers }[]> {
  return (await caseFormAnswers(ctx, caseId))
    .filter(({ form }) => MEMBER_ANSWER_FORMS.includes(form))
    .map(({ form, answers }) => ({ form, answers }));
}
