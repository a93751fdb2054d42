import type { SchemaNode } from '../json-schema';
import { formSendOf } from './form-send';

/** Where a form's field goes when the form is sent (what the studio tells an analyst before a save). */
export type FieldDestination =
  { kind: 'wire'; wire: string } | { kind: 'answers' } | { kind: 'local' } | { kind: 'unsent' };

/**
 * Forms whose page sends the form's data whole, in the form's own shape, and whose server keeps
 * every field (member info: PUT /members/info is checked with the form itself).
 */
const SENT_WHOLE = ['memberInfo'];

const within = (pointer: string, declared: string) =>
  pointer === declared || pointer.startsWith(`${declared}/`);

/**
 * A field's destination by its form's `send`: under a spec wire name, kept local on purpose, or in
 * `answers` (sent, checked and stored); a form sent whole sends each field under its own name;
 * `unsent` when the form declares no `send` yet (its request is built in code, so a new field is
 * shown and checked but not sent).
 */
export function fieldDestination(form: SchemaNode, pointer: string): FieldDestination {
  if (SENT_WHOLE.some((name) => form.$id?.endsWith(`/${name}.json`)))
    return { kind: 'wire', wire: pointer.slice(1).split('/')[0] };
  const send = formSendOf(form);
  if (!send) return { kind: 'unsent' };
  const field = Object.entries(send.fields).find(([declared]) => within(pointer, declared));
  if (field) return { kind: 'wire', wire: field[1].wire };
  if (send.local.some((declared) => within(pointer, declared))) return { kind: 'local' };
  return { kind: 'answers' };
}
