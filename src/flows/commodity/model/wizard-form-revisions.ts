import { formRevisionsOf } from '../../../forms/form-revisions';
import type { RevisionStep } from '../../../forms/revision-check';
import { COMMODITY_FLOW } from '../commodity-steps';
import type { FormStepName } from './form-data';

/** The wizard's forms by step (the server's WIZARD_FORMS), from the wizard's steps. */
export const WIZARD_REVISION_STEPS: readonly (RevisionStep & { name: FormStepName })[] =
  COMMODITY_FLOW.steps.flatMap((step, index) =>
    'form' in step ? [{ step: index + 1, form: step.form, name: step.key as FormStepName }] : [],
  );

/** The revisions of the wizard's forms in this build: `formRevisions` of a draft save and the send. */
export function wizardFormRevisions(): Record<string, string> {
  return formRevisionsOf(WIZARD_REVISION_STEPS.map(({ form }) => form));
}
