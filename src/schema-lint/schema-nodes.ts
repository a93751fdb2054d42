import { isSchemaNode, type SchemaNode } from '../validation/json-schema';
import { childPointer, valueAtPointer } from '../validation/json-pointer';
import type { LintProject, SchemaFile } from './project';

/** A schema node and where it is: its file and its JSON pointer there. */
export interface Located {
  file: SchemaFile;
  pointer: string;
  node: SchemaNode;
}

/** A node met by `walkSchema`: the keyword that led to it and the node it hangs under. */
export interface Walked extends Located {
  via?: string;
  parent?: Walked;
}

const SCHEMA_MAPS = [
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependencies',
  'dependentSchemas',
];
const SCHEMA_SINGLES = [
  'additionalProperties',
  'additionalItems',
  'items',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'items', 'prefixItems'];

/**
 * Keywords whose sub-schemas describe the same data as the node itself, so a `required` there
 * names the properties of the enclosing object.
 */
export const SAME_INSTANCE_KEYWORDS: ReadonlySet<string> = new Set([
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'if',
  'then',
  'else',
  'dependencies',
  'dependentSchemas',
]);

/** The direct sub-schemas of a node (every applicator keyword), with their pointers. */
function* subschemas(at: Walked): Generator<Walked> {
  const { node, pointer, file } = at;
  for (const keyword of SCHEMA_MAPS) {
    const map = node[keyword];
    if (!isSchemaNode(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      if (isSchemaNode(child))
        yield { file, node: child, pointer: childPointer(pointer, keyword, name), via: keyword, parent: at };
    }
  }
  for (const keyword of SCHEMA_SINGLES) {
    const child = node[keyword];
    if (isSchemaNode(child))
      yield { file, node: child, pointer: childPointer(pointer, keyword), via: keyword, parent: at };
  }
  for (const keyword of SCHEMA_LISTS) {
    const list = node[keyword];
    if (!Array.isArray(list)) continue;
    for (const [index, child] of list.entries()) {
      if (isSchemaNode(child))
        yield { file, node: child, pointer: childPointer(pointer, keyword, index), via: keyword, parent: at };
    }
  }
}

/** Every schema node of a file, the root first: only schema positions, never `enum` or `const` values. */
export function* walkSchema(file: SchemaFile): Generator<Walked> {
  const stack: Walked[] = [{ file, node: file.schema, pointer: '' }];
  while (stack.length > 0) {
    const at = stack.pop() as Walked;
    yield at;
    stack.push(...[...subschemas(at)].reverse());
  }
}

/** Where a `$ref` written in `file` points: the target file's `$id` and the JSON pointer in it. */
export function refTarget(file: SchemaFile, ref: string): { id: string; pointer: string } | undefined {
  try {
    const [id, fragment = ''] = new URL(ref, file.id).href.split('#');
    return { id, pointer: decodeURIComponent(fragment) };
  } catch {
    return undefined;
  }
}

/** The node a `$ref` resolves to, across files, or undefined when it resolves to nothing. */
export function resolveRef(project: LintProject, file: SchemaFile, ref: string): Located | undefined {
  const target = refTarget(file, ref);
  const targetFile = target && project.schemas.get(target.id);
  if (!target || !targetFile) return undefined;
  const node = valueAtPointer(targetFile.schema, target.pointer);
  return isSchemaNode(node) ? { file: targetFile, pointer: target.pointer, node } : undefined;
}

/** The node followed through its `$ref`s: the use site first, then each target. */
export function refChain(project: LintProject, at: Located): Located[] {
  const chain: Located[] = [at];
  const seen = new Set<string>();
  let current = at;
  while (typeof current.node.$ref === 'string') {
    const next = resolveRef(project, current.file, current.node.$ref);
    const key = next && `${next.file.id}#${next.pointer}`;
    if (!next || !key || seen.has(key)) break;
    seen.add(key);
    chain.push(next);
    current = next;
  }
  return chain;
}

/**
 * The nodes that together describe one value: each declaration through its `$ref`s, and the
 * branches that may add properties to it (`allOf`, `anyOf`, `oneOf`, `then`, `else`,
 * `dependencies`), as RJSF merges them when it renders.
 */
export function expand(project: LintProject, declarations: Located[], seen = new Set<string>()): Located[] {
  const out: Located[] = [];
  for (const declaration of declarations) {
    for (const at of refChain(project, declaration)) {
      const key = `${at.file.id}#${at.pointer}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(at);
      const branches: Located[] = [];
      for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
        const list = at.node[keyword];
        if (Array.isArray(list))
          list.forEach((node, index) => {
            if (isSchemaNode(node))
              branches.push({ file: at.file, node, pointer: childPointer(at.pointer, keyword, index) });
          });
      }
      for (const keyword of ['then', 'else']) {
        const node = at.node[keyword];
        if (isSchemaNode(node))
          branches.push({ file: at.file, node, pointer: childPointer(at.pointer, keyword) });
      }
      for (const [name, node] of Object.entries(
        isSchemaNode(at.node.dependencies) ? at.node.dependencies : {},
      )) {
        if (isSchemaNode(node))
          branches.push({ file: at.file, node, pointer: childPointer(at.pointer, 'dependencies', name) });
      }
      out.push(...expand(project, branches, seen));
    }
  }
  return out;
}

/** Every property an object's declarations name, with each place that declares it (first = main). */
export function propertyDeclarations(project: LintProject, declarations: Located[]): Map<string, Located[]> {
  const byName = new Map<string, Located[]>();
  for (const at of expand(project, declarations)) {
    const properties = at.node.properties;
    if (!isSchemaNode(properties)) continue;
    for (const [name, node] of Object.entries(properties)) {
      if (!isSchemaNode(node)) continue;
      const list = byName.get(name) ?? [];
      list.push({ file: at.file, node, pointer: childPointer(at.pointer, 'properties', name) });
      byName.set(name, list);
    }
  }
  return byName;
}

/** The declarations of an array's items (`items` as one schema), or none for a non-array. */
export function itemDeclarations(project: LintProject, declarations: Located[]): Located[] {
  return expand(project, declarations).flatMap((at) =>
    isSchemaNode(at.node.items)
      ? [{ file: at.file, node: at.node.items, pointer: childPointer(at.pointer, 'items') }]
      : [],
  );
}

/** The declarations' keywords merged as RJSF sees the field: the use site wins over its `$ref` target. */
export function mergedNode(project: LintProject, declarations: Located[]): SchemaNode {
  const chain = declarations.flatMap((at) => refChain(project, at));
  return Object.assign({}, ...chain.reverse().map((at) => at.node)) as SchemaNode;
}
