import revisions from '../../.generated/form-revisions.json';

/**
 * The revision (content hash) of every form schema this build was made from, as the precompiler
 * wrote them: what a draft and an application send as `formRevisions`, and what
 * revision-check.ts compares a resumed draft's saved revisions with.
 */
export const FORM_REVISIONS: Readonly<Record<string, string>> = revisions;

/** The revisions of the given forms, to send with a draft or an application. */
export function formRevisionsOf(forms: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    forms.filter((form) => FORM_REVISIONS[form]).map((form) => [form, FORM_REVISIONS[form]]),
  );
}
