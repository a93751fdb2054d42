import { carriedFormAnswers, withAnswersPutBack } from '../../../forms/carried-answers';
import type { CarriedFormAnswers } from '../../../validation/send/form-answers';
import type { CommodityForms, FormStepName } from './form-data';
import { WIZARD_REVISION_STEPS } from './wizard-form-revisions';

/**
 * The wizard forms' answers beyond the application's spec fields (fields an analyst added to a
 * step's schema), by form name: the application and its draft carry them as `formAnswers`.
 */
export function wizardFormAnswers(
  forms: Readonly<Partial<Record<FormStepName, object>>>,
): CarriedFormAnswers | undefined {
  return carriedFormAnswers(
    Object.fromEntries(WIZARD_REVISION_STEPS.map(({ form, name }) => [form, forms[name]])),
  );
}

/** The step forms with a saved draft's `formAnswers` put back into each. */
export function withWizardAnswers(
  forms: CommodityForms,
  formAnswers: CarriedFormAnswers | undefined,
): CommodityForms {
  if (!formAnswers) return forms;
  const out = { ...forms };
  for (const { form, name } of WIZARD_REVISION_STEPS)
    out[name] = withAnswersPutBack(forms[name], formAnswers[form]) as never;
  return out;
}
