import { ApiError, type FieldErrorDetail } from '../api-error';
import type { ServerContext } from '../context';
import { isSchemaNode } from '../../validation/json-schema';
import { changedFields } from './schema-field-diff';

/** The message of a send made under an older revision of the forms. */
export const STALE_REVISION_MESSAGE = '表單內容已更新，請確認以下欄位';

/**
 * Refuses a send made under a form revision other than the current one: 422 with
 * `表單內容已更新，請確認以下欄位` and, in `details`, each field that changed since that revision
 * (`/<form>/<field>`, its title in the message), or the form itself when the older revision is
 * unknown to this database. A send that names no revisions is left to the usual validation.
 */
export async function assertCurrentRevisions(
  ctx: Pick<ServerContext, 'db' | 'formRevisions'>,
  sent: Readonly<Record<string, string>> | undefined,
  forms: readonly string[],
): Promise<void> {
  if (!sent) return;
  const current = ctx.formRevisions.currentOf(forms);
  const details: FieldErrorDetail[] = [];
  for (const form of forms) {
    const revision = sent[form];
    if (revision === undefined || revision === current[form]) continue;
    const older = await ctx.formRevisions.schemaAt(ctx.db, form, revision);
    const newer = ctx.formRevisions.schemaOf(form);
    const fields = older && newer ? changedFields(older, newer) : [];
    if (fields.length === 0) {
      details.push({
        path: `/formRevisions/${form}`,
        keyword: 'formRevision',
        message: STALE_REVISION_MESSAGE,
      });
      continue;
    }
    for (const field of fields)
      details.push({
        path: `/${form}${field.path}`,
        keyword: 'formRevision',
        message: `${STALE_REVISION_MESSAGE}：${field.title}`,
      });
  }
  if (details.length === 0) return;
  const error = new ApiError(422, '422', STALE_REVISION_MESSAGE);
  error.details = details;
  throw error;
}

/** The `formRevisions` a body not yet validated names, when it is an object of strings. */
export function revisionsNamedIn(body: unknown): Record<string, string> | undefined {
  const named = isSchemaNode(body) ? body.formRevisions : undefined;
  if (!isSchemaNode(named) || !Object.values(named).every((value) => typeof value === 'string'))
    return undefined;
  return named as Record<string, string>;
}
