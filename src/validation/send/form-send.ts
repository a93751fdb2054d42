import { isSchemaNode, type SchemaNode } from '../json-schema';
import { SEND_TRANSFORM_NAMES, type SendTransformName } from './send-transforms';

/*
 * What a form sends, declared beside its fields: the `send` keyword at the root of a form schema.
 * It names the request body the form feeds (a file name under `schemas/api/`), the wire name of
 * each answer the spec's body carries (with a named transform), and the answers that stay on the
 * page on purpose (read-only info, uploads sent on their own, consents). Every other answer — a
 * field an analyst adds — travels in the body's `answers` object, is validated there by the form's
 * own rules, stored with the form's revision and shown back.
 */

/** One answer's place in the body: its wire name and the transform on the way. */
export interface FieldSend {
  wire: string;
  transform?: SendTransformName;
}

/** A form's `send` declaration. */
export interface FormSend {
  /** The request body's file under `schemas/api/`, without `.json` (its schema is derived). */
  body?: string;
  /**
   * Bodies written by hand that carry this form's fields together with other forms' (the commodity
   * application carries the wizard's four forms): the form's answers beyond its wire fields travel
   * in their `formAnswers`, under the form's name, checked by the form's own rules.
   */
  into: string[];
  /** Bodies that carry the answers as far as they are typed (a draft): checked, none required. */
  drafts: string[];
  /** The body's title in the API document (default: the form's). */
  title?: string;
  /** By the answer's JSON pointer in the form's data. */
  fields: Record<string, FieldSend>;
  /** JSON pointers of answers that are not sent in this body. */
  local: string[];
}

/** The property of a derived body that carries the answers beyond the spec's wire shape. */
export const ANSWERS_PROPERTY = 'answers';

/** The property of a body that carries several forms' answers, by form name (`into`, `drafts`). */
export const FORM_ANSWERS_PROPERTY = 'formAnswers';

/** A body's file under `schemas/api/`, without `.json` (a reply's under `replies/`). */
const BODY_NAME = { type: 'string', pattern: '^(replies/)?[a-z0-9-]+$' } as const;

/** The `send` keyword's own schema: ajv checks every declaration against it when a form is compiled. */
export const SEND_META_SCHEMA = {
  type: 'object',
  required: ['fields'],
  // A form feeds a derived body, or bodies written by hand, or both.
  anyOf: [
    { properties: { body: { type: 'string' } }, required: ['body'] },
    { properties: { into: { type: 'array' } }, required: ['into'] },
  ],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string', pattern: '^[a-z0-9-]+$' },
    into: { type: 'array', items: BODY_NAME, minItems: 1, uniqueItems: true },
    drafts: { type: 'array', items: BODY_NAME, uniqueItems: true },
    fields: {
      type: 'object',
      propertyNames: { pattern: '^(/[^/]+)+$' },
      additionalProperties: {
        type: 'object',
        required: ['wire'],
        additionalProperties: false,
        properties: {
          // A body written by hand may nest a field (`applicant.name`).
          wire: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*(\\.[A-Za-z][A-Za-z0-9_]*)*$' },
          transform: { enum: SEND_TRANSFORM_NAMES },
        },
      },
    },
    local: { type: 'array', items: { type: 'string', pattern: '^(/[^/]+)+$' }, uniqueItems: true },
  },
} as const;

/** The form's `send` declaration, or null for a form that sends nothing through one. */
export function formSendOf(schema: SchemaNode): FormSend | null {
  const send = schema.send;
  if (!isSchemaNode(send) || !isSchemaNode(send.fields)) return null;
  const names = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);
  if (typeof send.body !== 'string' && names(send.into).length === 0) return null;
  return {
    ...(typeof send.body === 'string' ? { body: send.body } : {}),
    into: names(send.into),
    drafts: names(send.drafts),
    ...(typeof send.title === 'string' ? { title: send.title } : {}),
    fields: send.fields as Record<string, FieldSend>,
    local: names(send.local),
  };
}

/** Every pointer the declaration accounts for: sent under a wire name, or kept local. */
export function declaredPointers(send: FormSend): string[] {
  return [...Object.keys(send.fields), ...send.local];
}
