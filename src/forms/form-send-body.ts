import type { SchemaNode } from '../validation/json-schema';
import { sendBodyOf, type FormSendBody } from '../validation/send/send-body';
import { loadForm } from './load-form';

/**
 * The request body of a form's data, by the `send` its schema declares (wire names, transforms,
 * and `answers` for every other field): a flow sends a form through this, never through a
 * mapping of its own, so a field an analyst adds travels without code.
 */
export async function formSendBody(form: string, data: unknown): Promise<FormSendBody> {
  return sendBodyOf((await loadForm(form)).schema as SchemaNode, data);
}
