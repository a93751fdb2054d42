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
  body: string;
  /** The body's title in the API document (default: the form's). */
  title?: string;
  /** By the answer's JSON pointer in the form's data. */
  fields: Record<string, FieldSend>;
  /** JSON pointers of answers that are not sent in this body. */
  local: string[];
}

/** The property of a derived body that carries the answers beyond the spec's wire shape. */
export const ANSWERS_PROPERTY = 'answers';

/** The `send` keyword's own schema: ajv checks every declaration against it when a form is compiled. */
export const SEND_META_SCHEMA = {
  type: 'object',
  required: ['body', 'fields'],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string', pattern: '^[a-z0-9-]+$' },
    fields: {
      type: 'object',
      propertyNames: { pattern: '^(/[^/]+)+$' },
      additionalProperties: {
        type: 'object',
        required: ['wire'],
        additionalProperties: false,
        properties: {
          wire: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
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
  if (!isSchemaNode(send) || typeof send.body !== 'string' || !isSchemaNode(send.fields)) return null;
  return {
    body: send.body,
    ...(typeof send.title === 'string' ? { title: send.title } : {}),
    fields: send.fields as Record<string, FieldSend>,
    local: Array.isArray(send.local) ? (send.local as string[]) : [],
  };
}

/** Every pointer the declaration accounts for: sent under a wire name, or kept local. */
export function declaredPointers(send: FormSend): string[] {
  return [...Object.keys(send.fields), ...send.local];
}
