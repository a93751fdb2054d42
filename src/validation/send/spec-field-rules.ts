import { isSchemaNode, type SchemaNode } from '../json-schema';
import { withAbsoluteRefs } from './derived-body';
import type { FormSend } from './form-send';

/*
 * A body written by hand (the commodity application) has its own rules for the spec's fields; the
 * forms that feed it have theirs, which an analyst edits (a raised minimum amount, a new
 * message). Each spec field the form places in the body is checked by both: the body's field
 * becomes `allOf` [the body's rule, the form field's rule], so the server refuses what the page
 * refuses, with the form's message, and a rule an analyst edits needs no second edit.
 */

/** The leaf field a pointer names through `properties` only (one in a condition's branch is not looked up). */
function leafAt(form: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = form;
  for (const key of pointer.slice(1).split('/')) {
    const child: unknown = node?.properties?.[key];
    node = isSchemaNode(child) ? child : undefined;
  }
  return node && !isSchemaNode(node.properties) ? node : undefined;
}

/** Keywords that name or explain a field without ruling on its value. */
const WORDS = ['title', 'description', '$comment', 'examples'];

/** Whether two field schemas rule the same, their words aside. */
function sameRule(a: SchemaNode, b: SchemaNode): boolean {
  const rule = (node: SchemaNode) =>
    JSON.stringify(
      Object.entries(node)
        .filter(([key]) => !WORDS.includes(key))
        .sort(([x], [y]) => (x < y ? -1 : 1)),
    );
  return rule(a) === rule(b);
}

/** Where a wire path lands: the file, the object path inside it, and the property (inline blocks followed). */
interface WireTarget {
  id: string;
  path: string[];
  key: string;
}

function wireTarget(
  files: ReadonlyMap<string, SchemaNode>,
  bodyId: string,
  wire: string,
): WireTarget | undefined {
  const segments = wire.split('.');
  const key = segments.pop()!;
  let id = bodyId;
  let node = files.get(bodyId);
  let path: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const child: unknown = node?.properties?.[segment];
    if (!isSchemaNode(child)) return undefined;
    // A block the body names by `$ref` is followed at its top only: a part shared deeper (the
    // contact person both contacts use) would take one form field's rule for every use.
    if (typeof child.$ref === 'string' && index > 0) return undefined;
    if (typeof child.$ref === 'string') {
      id = new URL(child.$ref, id).href;
      node = files.get(id);
      path = [];
    } else {
      node = child;
      path = [...path, segment];
    }
  }
  return node ? { id, path, key } : undefined;
}

/** The schema node at an object path of properties. */
function nodeAt(schema: SchemaNode, path: readonly string[]): SchemaNode | undefined {
  return path.reduce<SchemaNode | undefined>((node, key) => node?.properties?.[key], schema);
}

/** A copy of `schema` whose property `key` at `path` is `value` (each object on the way copied). */
function withProperty(
  schema: SchemaNode,
  path: readonly string[],
  key: string,
  value: SchemaNode,
): SchemaNode {
  if (path.length === 0) return { ...schema, properties: { ...schema.properties, [key]: value } };
  const [head, ...rest] = path;
  const child = schema.properties![head];
  return { ...schema, properties: { ...schema.properties, [head]: withProperty(child, rest, key, value) } };
}

/**
 * Adds the form's rule to each spec field it places alone in `bodyId` (a wire two fields share,
 * such as the contact time's period and slot joined, is shaped in code and keeps the body's rule).
 * `done` remembers what was added, as two bodies may share a block. A wire the body does not
 * carry is left alone: a draft keeps no password, the application no screen-only figures.
 */
export function addSpecFieldRules(
  files: Map<string, SchemaNode>,
  formId: string,
  form: SchemaNode,
  send: FormSend,
  bodyId: string,
  done: Set<string>,
): void {
  const sharing = new Map<string, number>();
  for (const { wire } of Object.values(send.fields)) sharing.set(wire, (sharing.get(wire) ?? 0) + 1);
  for (const [pointer, { wire }] of Object.entries(send.fields)) {
    const target = wireTarget(files, bodyId, wire);
    if (!target) continue;
    const schema = files.get(target.id);
    const own = schema && nodeAt(schema, target.path)?.properties?.[target.key];
    if (!schema || !isSchemaNode(own)) continue;
    const field = leafAt(form, pointer);
    const key = `${formId}#${pointer}@${target.id}#${[...target.path, target.key].join('/')}`;
    if (!field || sharing.get(wire)! > 1 || done.has(key)) continue;
    done.add(key);
    const rule = withAbsoluteRefs(field, formId) as SchemaNode;
    if (sameRule(withAbsoluteRefs(own, target.id) as SchemaNode, rule)) continue; // the form states the body's own rule: nothing to add
    const { title, description } = own;
    const combined: SchemaNode = {
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
      allOf: [own, rule],
    };
    files.set(target.id, withProperty(schema, target.path, target.key, combined));
  }
}
