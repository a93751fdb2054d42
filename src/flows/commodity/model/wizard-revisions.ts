import axios from 'axios';
import type { RevisionFieldProblem } from '../../../forms/revision-check';
import type { ServerFieldError } from '../../../forms/server-errors';
import type { FormModule } from '../../../validation/form-module';
import { createFormValidator } from '../../../validation/form-validator';
import type { CommodityStep } from './form-data';
import { WIZARD_REVISION_STEPS } from './wizard-form-revisions';

export { WIZARD_REVISION_STEPS, wizardFormRevisions } from './wizard-form-revisions';

/*
 * Form revisions in the commodity wizard: the forms of steps 1–4, the revisions every
 * draft save and the send carry, and where a refused send or a resumed draft takes the member.
 */

/** The step that shows a form, or null for a form not in the wizard. */
export function stepOfForm(form: string): CommodityStep | null {
  const found = WIZARD_REVISION_STEPS.find((entry) => entry.form === form);
  return found ? (found.step as CommodityStep) : null;
}

/** Where the member is taken, the field errors shown there (paths inside that step's form). */
export interface RevisionNote {
  step: CommodityStep;
  fieldErrors: ServerFieldError[];
}

/** The field errors of the note for one step (none on other steps or without a note). */
export function revisionErrorsOf(note: RevisionNote | null, step: CommodityStep): ServerFieldError[] {
  return note && note.step === step ? note.fieldErrors : [];
}

/** RJSF's `.a.b` / `.a[0]` property as a JSON pointer `/a/b`, `/a/0`. */
function pointerOf(property: string | undefined): string {
  const segments = (property ?? '').split(/[.[\]'"]+/).filter(Boolean);
  return `/${segments.join('/')}`;
}

/** A form's current validator as checkDraftRevisions needs it: its zh-TW problems with the data. */
export function problemsOf(
  module: Pick<FormModule, 'schema' | 'validateFns'>,
  data: unknown,
): RevisionFieldProblem[] {
  const { errors } = createFormValidator(module).validateFormData(data, module.schema);
  return errors.map((error) => ({ path: pointerOf(error.property), message: error.message ?? '' }));
}

interface DetailLike {
  path?: unknown;
  keyword?: unknown;
  message?: unknown;
}

/**
 * A send refused because the forms changed since they were filled (422, details with keyword
 * `formRevision`, paths `/<form>/<field>` or `/formRevisions/<form>`): the step of the first form
 * named and its fields; null for any other failure.
 */
export function revisionRefusalOf(error: unknown): RevisionNote | null {
  if (!axios.isAxiosError(error)) return null;
  const data = error.response?.data as { details?: unknown } | undefined;
  return revisionNoteOf(error.response?.status ?? null, data?.details);
}

/** The same from a refusal's status and details (an axios error's, or a queued send's refusal). */
export function revisionNoteOf(status: number | null, details: unknown): RevisionNote | null {
  if (status !== 422 || !Array.isArray(details)) return null;
  const named = (details as DetailLike[])
    .filter((d) => d.keyword === 'formRevision' && typeof d.path === 'string')
    .map((d) => {
      const [head, ...rest] = (d.path as string).split('/').filter(Boolean);
      const form = head === 'formRevisions' ? rest[0] : head;
      const field = head === 'formRevisions' ? null : rest;
      return { form, field, message: typeof d.message === 'string' ? d.message : '' };
    });
  const first = named.find((d) => d.form && stepOfForm(d.form) !== null);
  if (!first) return null;
  const fieldErrors = named
    .filter((d) => d.form === first.form && d.field && d.field.length > 0)
    .map((d) => ({ path: `/${(d.field ?? []).join('/')}`, message: d.message }));
  return { step: stepOfForm(first.form) as CommodityStep, fieldErrors };
}
