import { isSchemaNode, type SchemaNode } from '../../validation/json-schema';

/** A field whose rules differ between two revisions of a form. */
export interface ChangedField {
  /** JSON pointer of the field in the form's data, e.g. /companyTaxId or /work/company. */
  path: string;
  /** The field's zh-TW title in the newer revision (or its name). */
  title: string;
  /** added: a new field; required: now required; changed: its own rules differ; removed. */
  change: 'added' | 'required' | 'changed' | 'removed';
  /** Whether the newer revision requires it (an added field that is not leaves nothing invalid). */
  required: boolean;
}

type Node = SchemaNode & { properties?: Record<string, SchemaNode>; required?: string[]; title?: string };

const isObject = (node: Node | undefined) =>
  node !== undefined && (node.type === 'object' || node.properties !== undefined);

/** The node a local pointer (`#/definitions/address`, `#/definitions/x/properties/y`) names, if any. */
function pointed(root: SchemaNode, ref: string): unknown {
  let node: unknown = root;
  for (const part of ref.slice(2).split('/')) {
    const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSchemaNode(node) ? node[key] : undefined;
  }
  return node;
}

/**
 * A schema with its local `$ref`s replaced by what they point at (the keywords beside a `$ref`
 * win, as a field's own title does over the shared part's), so a shared part of `schemas/defs/`
 * (inlined by the bundler into `definitions`) is compared where each field uses it. A part that
 * refers back to itself keeps its `$ref` the second time round.
 */
export function expandLocalRefs(
  node: unknown,
  root: SchemaNode,
  seen: ReadonlySet<string> = new Set(),
): unknown {
  if (Array.isArray(node)) return node.map((item) => expandLocalRefs(item, root, seen));
  if (!isSchemaNode(node)) return node;
  const { $ref, ...rest } = node;
  const own = Object.fromEntries(
    Object.entries(rest)
      .filter(([key]) => key !== 'definitions')
      .map(([key, value]) => [key, expandLocalRefs(value, root, seen)]),
  );
  if (typeof $ref !== 'string' || !$ref.startsWith('#/') || seen.has($ref))
    return $ref ? { $ref, ...own } : own;
  const target = pointed(root, $ref);
  if (!isSchemaNode(target)) return { $ref, ...own };
  const expanded = expandLocalRefs(target, root, new Set([...seen, $ref])) as SchemaNode;
  return { ...expanded, ...own };
}

function fieldChanges(older: Node, newer: Node, base: string): ChangedField[] {
  const found: ChangedField[] = [];
  const names = new Set([...Object.keys(older.properties ?? {}), ...Object.keys(newer.properties ?? {})]);
  for (const name of names) {
    const path = `${base}/${name}`;
    const was = older.properties?.[name] as Node | undefined;
    const is = newer.properties?.[name] as Node | undefined;
    const title = (is?.title ?? was?.title ?? name) as string;
    const required = (newer.required ?? []).includes(name);
    if (!was) found.push({ path, title, change: 'added', required });
    else if (!is) found.push({ path, title, change: 'removed', required: false });
    else if (isObject(was) && isObject(is)) found.push(...fieldChanges(was, is, path));
    else if (!(older.required ?? []).includes(name) && required)
      found.push({ path, title, change: 'required', required });
    else if (JSON.stringify(was) !== JSON.stringify(is))
      found.push({ path, title, change: 'changed', required });
  }
  return found;
}

/**
 * The fields whose rules differ between an older and a newer revision of a form schema, walking
 * nested objects' properties, with shared parts (`$ref` to the bundled definitions) read where
 * they are used: what a draft or a case made under the older one must be checked for. Only
 * `properties` and `required` are compared field by field; any other difference of a field's own
 * schema (a shared part's included) counts as `changed`.
 */
export function changedFields(older: SchemaNode, newer: SchemaNode, base = ''): ChangedField[] {
  return fieldChanges(expandLocalRefs(older, older) as Node, expandLocalRefs(newer, newer) as Node, base);
}
