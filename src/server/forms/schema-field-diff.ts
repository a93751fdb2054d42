import type { SchemaNode } from '../../validation/json-schema';

/** A field whose rules differ between two revisions of a form. */
export interface ChangedField {
  /** JSON pointer of the field in the form's data, e.g. /companyTaxId or /work/company. */
  path: string;
  /** The field's zh-TW title in the newer revision (or its name). */
  title: string;
  /** added: a new field; required: now required; changed: its own rules differ; removed. */
  change: 'added' | 'required' | 'changed' | 'removed';
}

type Node = SchemaNode & { properties?: Record<string, SchemaNode>; required?: string[]; title?: string };

const isObject = (node: Node | undefined) =>
  node !== undefined && (node.type === 'object' || node.properties !== undefined);

/**
 * The fields whose rules differ between an older and a newer revision of a form schema, walking
 * nested objects' properties: what a draft or a case made under the older one must be checked
 * for. Only `properties` and `required` are compared field by field; any other difference of a
 * field's own schema counts as `changed`.
 */
export function changedFields(older: SchemaNode, newer: SchemaNode, base = ''): ChangedField[] {
  const before = older as Node;
  const after = newer as Node;
  const found: ChangedField[] = [];
  const names = new Set([...Object.keys(before.properties ?? {}), ...Object.keys(after.properties ?? {})]);
  for (const name of names) {
    const path = `${base}/${name}`;
    const was = before.properties?.[name] as Node | undefined;
    const is = after.properties?.[name] as Node | undefined;
    const title = (is?.title ?? was?.title ?? name) as string;
    if (!was) found.push({ path, title, change: 'added' });
    else if (!is) found.push({ path, title, change: 'removed' });
    else if (isObject(was) && isObject(is)) found.push(...changedFields(was, is, path));
    else if (!(before.required ?? []).includes(name) && (after.required ?? []).includes(name))
      found.push({ path, title, change: 'required' });
    else if (JSON.stringify(was) !== JSON.stringify(is)) found.push({ path, title, change: 'changed' });
  }
  return found;
}
