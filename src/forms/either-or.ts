import { schemaAtPointer } from '../validation/field-title';
import { isSchemaNode, type SchemaNode } from '../validation/json-schema';

/** The one property a `required` list names, or undefined. */
function soleRequired(node: unknown): string | undefined {
  if (!isSchemaNode(node)) return undefined;
  const { required } = node;
  return Array.isArray(required) && required.length === 1 ? required[0] : undefined;
}

/**
 * The either-or pairs of an object schema: `if: {not: {required: [B]}}, then: {required: [A]}`
 * says "A or B" (forgotPassword: 電子信箱 or 行動電話). Answers each such A with its B, looking
 * into `allOf` too.
 */
export function eitherOrPartners(node: SchemaNode): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of [node, ...(node.allOf ?? [])]) {
    const partner = isSchemaNode(part.if) ? soleRequired(part.if.not) : undefined;
    const field = soleRequired(part.then);
    if (partner && field && partner !== field) pairs.set(field, partner);
  }
  return pairs;
}

/**
 * The either-or pairs of the object at `path` (RJSF's field path) of the form's schema. RJSF
 * resolves the condition with the data typed so far and would mark one half required (＊) while
 * the other is empty, although either one will do: the object's template marks neither.
 */
export function eitherOrPartnersAt(
  root: SchemaNode,
  path: readonly (string | number)[],
): Map<string, string> {
  const object = schemaAtPointer(root, path.map((segment) => `/${String(segment)}`).join(''));
  return object ? eitherOrPartners(object) : new Map();
}
