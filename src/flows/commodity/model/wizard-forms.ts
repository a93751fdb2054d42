import type { FormData } from '../../../step-flow/flow-state-input';
import type { CommodityForms } from './form-data';

const EMPTY_FORM: FormData = {};

/** The forms of steps 1–4 among the engine's forms of the wizard (keyed by step), each `{}` until typed. */
export function wizardFormsOf(forms: Readonly<Record<string, FormData>>): CommodityForms {
  return {
    identity: forms.identity ?? EMPTY_FORM,
    plan: forms.plan ?? EMPTY_FORM,
    applicant: forms.applicant ?? EMPTY_FORM,
    product: forms.product ?? EMPTY_FORM,
  } as CommodityForms;
}
