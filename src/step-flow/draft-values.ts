import { loadedForm } from '../forms/load-form';
import { refusedValuePaths, withoutPaths } from '../forms/refused-values';
import type { FlowDefinition, FormData } from './flow-definition';

/**
 * The flow's forms without the values their own schemas refuse (a phone number half typed): a
 * draft saved while the member types would be refused whole for one unfinished field. A form whose
 * module has not loaded is kept whole (the server's refusal still covers it). Loaded on its own
 * (the saga imports it when a `server` draft is saved): the form engine stays out of the entry.
 */
export function formsWithoutRefusedValues(
  definition: FlowDefinition,
  forms: Record<string, FormData>,
): Record<string, FormData> {
  const kept = { ...forms };
  for (const step of definition.steps) {
    const module = step.form ? loadedForm(step.form) : undefined;
    const data = forms[step.key];
    if (module && data) kept[step.key] = withoutPaths(data, refusedValuePaths(module, data));
  }
  return kept;
}
