import type { SchemaNode } from '../../../validation/json-schema';

/** A meta-schema node: a JSON Schema describing what may be written at one place of a file. */
type Node = SchemaNode;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#`, `#/definitions/x`) inside the meta-schema. */
function resolveRef(root: Node, ref: string): Node | undefined {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = root;
  for (const segment of ref.slice(1).split('/').filter(Boolean)) {
    node = isNode(node) ? node[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return isNode(node) ? node : undefined;
}

/** The node and every schema it stands for through `$ref`, `allOf`, `anyOf` and `oneOf`. */
export function expandNode(root: Node, node: Node, seen = new Set<Node>()): Node[] {
  if (seen.has(node)) return [];
  seen.add(node);
  const out = [node];
  if (typeof node.$ref === 'string') {
    const target = resolveRef(root, node.$ref);
    if (target) out.push(...expandNode(root, target, seen));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const parts = node[key];
    if (Array.isArray(parts))
      for (const part of parts) if (isNode(part)) out.push(...expandNode(root, part, seen));
  }
  return out;
}

/** The meta-schema nodes that describe the value at `path` of a file the meta-schema describes. */
export function nodesAt(root: Node, path: readonly string[]): Node[] {
  let nodes = expandNode(root, root);
  for (const segment of path) {
    const next: Node[] = [];
    for (const node of nodes) {
      const properties = isNode(node.properties) ? node.properties : {};
      const patterns = isNode(node.patternProperties) ? node.patternProperties : {};
      const named = properties[segment];
      const matched = Object.entries(patterns).filter(([pattern]) => new RegExp(pattern, 'u').test(segment));
      if (isNode(named)) next.push(named);
      else if (matched.length) next.push(...matched.map(([, sub]) => sub).filter(isNode));
      else if (isNode(node.additionalProperties)) next.push(node.additionalProperties);
      if (/^\d+$/.test(segment) && isNode(node.items)) next.push(node.items);
    }
    nodes = next.flatMap((node) => expandNode(root, node));
  }
  return nodes;
}

/** A name or value the meta-schema offers at a place, with what it means. */
export interface Suggestion {
  label: string;
  /** For a value: the value itself (its label is its JSON). */
  value?: unknown;
  info?: string;
}

const describe = (node: unknown): string | undefined =>
  isNode(node)
    ? typeof node.description === 'string'
      ? node.description
      : typeof node.title === 'string'
        ? node.title
        : undefined
    : undefined;

/** The property names the meta-schema declares for the object at these nodes. */
export function propertySuggestions(root: Node, nodes: readonly Node[]): Suggestion[] {
  const byName = new Map<string, Suggestion>();
  for (const node of nodes) {
    if (!isNode(node.properties)) continue;
    for (const [name, sub] of Object.entries(node.properties)) {
      if (byName.has(name)) continue;
      const info = expandNode(root, isNode(sub) ? sub : {})
        .map(describe)
        .find(Boolean);
      byName.set(name, { label: name, ...(info ? { info } : {}) });
    }
  }
  return [...byName.values()];
}

/** The values the meta-schema allows at these nodes: enum members, consts and booleans, as JSON. */
export function valueSuggestions(nodes: readonly Node[]): Suggestion[] {
  const byLabel = new Map<string, Suggestion>();
  const add = (value: unknown, info?: string) => {
    const label = JSON.stringify(value);
    if (!byLabel.has(label)) byLabel.set(label, { label, value, ...(info ? { info } : {}) });
  };
  for (const node of nodes) {
    if (Array.isArray(node.enum)) {
      const notes = Array.isArray(node.enumDescriptions) ? (node.enumDescriptions as unknown[]) : [];
      node.enum.forEach((value, i) => add(value, typeof notes[i] === 'string' ? notes[i] : describe(node)));
    }
    if ('const' in node) add(node.const, describe(node));
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (types.includes('boolean')) for (const value of [true, false]) add(value, describe(node));
  }
  return [...byLabel.values()];
}
