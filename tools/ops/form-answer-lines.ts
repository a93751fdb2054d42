import type { ServerContext } from '../../src/server/context';
import { caseFormAnswers } from '../../src/server/forms/form-answers-store';

/**
 * `ops show`'s section of the answers forms sent beyond their wire fields (fields analysts added):
 * per form and subject, the revision they were given under and each answer as JSON.
 */
export async function formAnswerLines(ctx: Pick<ServerContext, 'db'>, caseId: number): Promise<string[]> {
  const kept = await caseFormAnswers(ctx, caseId);
  return [
    `form answers (${kept.length}):`,
    ...kept.flatMap(({ form, subject, revision, answers, updatedAt }) => [
      `  ${form} ${subject}  revision ${revision}  ${updatedAt}`,
      ...Object.entries(answers).map(([key, value]) => `    ${key} ${JSON.stringify(value)}`),
    ]),
  ];
}
