import { valueAtPointer } from '../json-pointer';
import type { SchemaNode } from '../json-schema';
import { answersOf, answersSchemaOf } from './form-answers';
import { ANSWERS_PROPERTY, formSendOf } from './form-send';
import { SEND_TRANSFORMS } from './send-transforms';

/** A request body made by a form's `send` declaration (its wire fields and `answers`). */
export type FormSendBody = Readonly<Record<string, unknown>>;

/**
 * The request body a form's data makes, by the form's `send` declaration: each declared answer
 * under its wire name (through its transform), every other answer in `answers`. Throws for a
 * form that declares no `send`.
 */
export function sendBodyOf(form: SchemaNode, data: unknown): FormSendBody {
  const send = formSendOf(form);
  if (!send) throw new Error(`${form.title ?? 'the form'} declares no send`);
  const body: Record<string, unknown> = {};
  for (const [pointer, { wire, transform }] of Object.entries(send.fields)) {
    const value = valueAtPointer(data, pointer);
    if (value !== undefined) body[wire] = transform ? SEND_TRANSFORMS[transform](value) : value;
  }
  const answers = answersOf(answersSchemaOf(form, send), data);
  if (answers) body[ANSWERS_PROPERTY] = answers;
  return body;
}
