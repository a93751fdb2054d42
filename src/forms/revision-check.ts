/**
 * Resuming a draft made under an older revision of the forms: which forms changed since
 * it was saved, and the first step whose data the current schema no longer accepts (a field that
 * is new and required, or a value a rule now refuses), so the wizard opens there with a note.
 * Pure: the caller passes the current revisions and validators. The data is never changed here:
 * everything the member typed stays, valid or not, for them to confirm.
 */

/** A field the current schema refuses: its JSON pointer in the form's data and the zh-TW message. */
export interface RevisionFieldProblem {
  path: string;
  message: string;
}

/** One step of a wizard and the form it shows, in the order the member walks them. */
export interface RevisionStep {
  step: number;
  form: string;
}

/** What is checked: the saved data and revisions per form, and the current ones. */
export interface RevisionCheckInput {
  steps: readonly RevisionStep[];
  /** The draft's data per form name. */
  data: Readonly<Record<string, unknown>>;
  /** The revision each form had when the draft was saved (missing: saved before revisions were kept). */
  savedRevisions: Readonly<Record<string, string>>;
  /** The revision of each form now (its content hash, from the precompiler). */
  currentRevisions: Readonly<Record<string, string>>;
  /** The current validator of a form: its problems with the data, none when valid. */
  validate: (form: string, data: unknown) => RevisionFieldProblem[];
}

/** Where to take the member, or nothing to do. */
export interface RevisionCheckResult {
  /** Forms whose revision differs from the one the draft was saved under. */
  changedForms: string[];
  /** The first step (in walking order) with a missing or now-invalid field; null when all still pass. */
  firstStep: number | null;
  form: string | null;
  fields: RevisionFieldProblem[];
  /** The note shown on that step, or null. */
  note: string | null;
}

/** The note a step shows when the forms changed under a draft. */
export const REVISION_NOTE = '表單內容已更新，請確認以下欄位';

/**
 * Checks a resumed draft: only forms whose revision changed are validated again (an unchanged
 * form's data was accepted under the same rules), and the first of them, by step, with a problem
 * is where the wizard opens. A draft without recorded revisions is checked in full.
 */
export function checkDraftRevisions(input: RevisionCheckInput): RevisionCheckResult {
  const changedForms = input.steps
    .map(({ form }) => form)
    .filter((form, index, forms) => forms.indexOf(form) === index)
    .filter((form) => input.savedRevisions[form] !== input.currentRevisions[form]);
  const ordered = [...input.steps].sort((a, b) => a.step - b.step);
  for (const { step, form } of ordered) {
    if (!changedForms.includes(form)) continue;
    const fields = input.validate(form, input.data[form] ?? {});
    if (fields.length > 0) return { changedForms, firstStep: step, form, fields, note: REVISION_NOTE };
  }
  return { changedForms, firstStep: null, form: null, fields: [], note: null };
}
