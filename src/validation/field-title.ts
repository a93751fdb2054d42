import { isSchemaNode, type SchemaNode } from './json-schema';

/** Follows a local `$ref` of a bundled schema; the use site's own keywords (its title) win. */
export function resolveLocalRef(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  const seen = new Set<string>();
  while (typeof current.$ref === 'string' && current.$ref.startsWith('#') && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = current.$ref
      .slice(1)
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~')))
      .reduce<unknown>((at, part) => (isSchemaNode(at) ? at[part] : undefined), root);
    if (!isSchemaNode(target)) break;
    const { $ref: _ignored, ...useSite } = current;
    current = { ...target, ...useSite };
  }
  return current;
}

/** Sub-schemas that may declare a property besides `properties` itself. */
function branches(node: SchemaNode): SchemaNode[] {
  const list: unknown[] = [
    ...(node.allOf ?? []),
    ...(node.anyOf ?? []),
    ...(node.oneOf ?? []),
    node.then,
    node.else,
    ...Object.values(node.dependencies ?? {}),
  ];
  return list.filter(isSchemaNode);
}

/** The schema of one child (property name or array index) of a node, looking into branches. */
export function childSchema(root: SchemaNode, node: SchemaNode, segment: string): SchemaNode | undefined {
  const resolved = resolveLocalRef(root, node);
  const direct = resolved.properties?.[segment];
  if (direct) return resolveLocalRef(root, direct);
  if (/^\d+$/.test(segment) && resolved.items) {
    const items = resolved.items;
    const item = Array.isArray(items) ? items[Number(segment)] : items;
    if (item) return resolveLocalRef(root, item);
  }
  for (const branch of branches(resolved)) {
    const found = childSchema(root, branch, segment);
    if (found) return found;
  }
  return undefined;
}

/** The schema at a JSON pointer into the data (`/firstContact/name`), or undefined. */
export function schemaAtPointer(root: SchemaNode, pointer: string): SchemaNode | undefined {
  const segments = pointer
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: SchemaNode | undefined = resolveLocalRef(root, root);
  for (const segment of segments) {
    if (!node) return undefined;
    node = childSchema(root, node, segment);
  }
  return node;
}
