import { isSchemaNode, type SchemaNode } from '../json-schema';
import { SCHEMA_BASE_URI } from '../schema-bundle';
import { answersSchemaOf } from './form-answers';
import { ANSWERS_PROPERTY, formSendOf, type FormSend } from './form-send';

/** A copy of a schema part with every file `$ref` made absolute (resolved at `baseId`). */
export function withAbsoluteRefs(node: unknown, baseId: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withAbsoluteRefs(item, baseId));
  if (!isSchemaNode(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && !value.startsWith('#')
        ? [key, new URL(value, baseId).href]
        : [key, withAbsoluteRefs(value, baseId)],
    ),
  );
}

/** The field a pointer names in a form, whether every object on the way requires it, and its required message. */
function fieldAt(
  formId: string,
  form: SchemaNode,
  pointer: string,
): { schema: SchemaNode; required: boolean; requiredMessage?: string } {
  let node = form;
  let required = true;
  let requiredMessage: string | undefined;
  for (const key of pointer.slice(1).split('/')) {
    const child = node.properties?.[key];
    if (!isSchemaNode(child))
      throw new Error(
        `${formId.replace(SCHEMA_BASE_URI, 'schemas/')}: send names ${pointer}, which the form does not have`,
      );
    required &&= (node.required ?? []).includes(key);
    const messages = isSchemaNode(node.errorMessage) ? node.errorMessage.required : undefined;
    requiredMessage = isSchemaNode(messages) && typeof messages[key] === 'string' ? messages[key] : undefined;
    node = child;
  }
  return { schema: node, required, requiredMessage };
}

/**
 * The request body a form's `send` feeds, derived from the form: each wire field is the form
 * field's own schema (its rules and messages; a required one may not be blank), `answers` is the
 * rest of the form (form-answers.ts), closed to anything else. The server validates the body with
 * it and the API document shows it, so a rule is written once, in the form.
 */
export function derivedBodySchema(formId: string, form: SchemaNode, send: FormSend): SchemaNode {
  if (!send.body) throw new Error(`${formId}: its send names no body to derive`);
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const requiredMessages: Record<string, string> = {};
  for (const [pointer, { wire }] of Object.entries(send.fields)) {
    const field = fieldAt(formId, form, pointer);
    if (wire.includes('.'))
      throw new Error(
        `${formId.replace(SCHEMA_BASE_URI, 'schemas/')}: a derived body's wire names are flat (${wire})`,
      );
    const schema = withAbsoluteRefs(field.schema, formId) as SchemaNode;
    properties[wire] =
      field.required && schema.minLength === undefined ? { ...schema, minLength: 1 } : schema;
    if (field.required) required.push(wire);
    if (field.requiredMessage) requiredMessages[wire] = field.requiredMessage;
  }
  const answers = answersSchemaOf(form, send);
  if (answers) {
    // The form's definitions go to the body's root, where the answers' local refs point.
    const { definitions: _atRoot, ...ownAnswers } = answers;
    properties[ANSWERS_PROPERTY] = withAbsoluteRefs(ownAnswers, formId);
    if ((answers.required ?? []).length > 0) required.push(ANSWERS_PROPERTY);
  }
  const body: SchemaNode = {
    $id: `${SCHEMA_BASE_URI}api/${send.body}.json`,
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: send.title ?? form.title,
    $comment: `由 ${formId.replace(SCHEMA_BASE_URI, 'schemas/')} 的 send 宣告產生`,
    type: 'object',
    additionalProperties: false,
    required,
    properties: properties as Record<string, SchemaNode>,
  };
  if (Object.keys(requiredMessages).length > 0) body.errorMessage = { required: requiredMessages };
  if (form.definitions)
    body.definitions = withAbsoluteRefs(form.definitions, formId) as Record<string, SchemaNode>;
  return body;
}

/**
 * The schema files with the request bodies that forms' `send` declarations derive, under their
 * `$id` in `schemas/api/`. A body both derived and written as a file is refused: one source.
 */
export function withDerivedBodies(files: ReadonlyMap<string, SchemaNode>): Map<string, SchemaNode> {
  const out = new Map(files);
  for (const [id, schema] of files) {
    if (id.slice(SCHEMA_BASE_URI.length).includes('/')) continue; // forms are the top-level files
    const send = formSendOf(schema);
    if (!send?.body) continue;
    const body = derivedBodySchema(id, schema, send);
    if (out.has(body.$id!))
      throw new Error(
        `${body.$id} is derived from the send of ${id}: remove the file, the form is its source`,
      );
    out.set(body.$id!, body);
  }
  return out;
}
