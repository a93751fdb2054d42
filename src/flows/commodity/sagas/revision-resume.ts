import { all, call, put, select } from 'redux-saga/effects';
import { FORM_REVISIONS } from '../../../forms/form-revisions';
import { loadForm } from '../../../forms/load-form';
import { checkDraftRevisions, type RevisionCheckResult } from '../../../forms/revision-check';
import type { FormModule } from '../../../validation/form-module';
import { problemsOf, WIZARD_REVISION_STEPS } from '../model/wizard-revisions';
import { selectWizardForms } from '../selectors';
import type { CommodityForms } from '../model/form-data';
import { revisionNoteShown, type CommodityStep } from '../actions';

const answered = (data: unknown) => typeof data === 'object' && data !== null && Object.keys(data).length > 0;

/**
 * A resumed server draft against the forms of this build: the forms whose revision
 * changed since the draft was saved are validated again, on the data the wizard now holds (the
 * draft merged with this browser's copy; nothing is changed or dropped). A step the member never
 * filled is not a change to confirm and is left out. When a step's data is refused, its note
 * (表單內容已更新，請確認以下欄位) and field errors are put in the store and the step returned;
 * otherwise null. `saved`: the revisions the server's draft was saved under (null: no server draft).
 */
export function* checkResumedRevisions(saved: Record<string, string> | null) {
  if (!saved) return null;
  const forms: CommodityForms = yield select(selectWizardForms);
  const data: Record<string, unknown> = Object.fromEntries(
    WIZARD_REVISION_STEPS.map(({ form, name }) => [form, forms[name]]),
  );
  const steps = WIZARD_REVISION_STEPS.filter(
    ({ form }) => saved[form] !== FORM_REVISIONS[form] && answered(data[form]),
  );
  if (steps.length === 0) return null;
  let modules: FormModule[];
  try {
    modules = yield all(steps.map(({ form }) => call(loadForm, form)));
  } catch {
    // The form chunks could not load (offline): the send's own check still tells the member.
    return null;
  }
  const byForm = new Map(steps.map(({ form }, index) => [form, modules[index]]));
  const result: RevisionCheckResult = checkDraftRevisions({
    steps: steps.map(({ step, form }) => ({ step, form })),
    data,
    savedRevisions: saved,
    currentRevisions: FORM_REVISIONS,
    validate: (form, formData) => {
      const module = byForm.get(form);
      return module ? problemsOf(module, formData) : [];
    },
  });
  if (result.firstStep === null) return null;
  const step = result.firstStep as CommodityStep;
  yield put(revisionNoteShown({ step, fieldErrors: result.fields }));
  return step;
}
