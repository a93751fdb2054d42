import { isSchemaNode, type SchemaNode } from './json-schema';

/** Base URI of every Fenqi schema file: `$id` is this plus the path under `schemas/`. */
export const SCHEMA_BASE_URI = 'https://fenqi.tw/schemas/';

/** The `definitions` key a shared part gets when it is inlined, e.g. `defs/name.json` → `name`. */
export function definitionKey(schemaId: string): string {
  return schemaId
    .replace(SCHEMA_BASE_URI, '')
    .replace(/^defs\//, '')
    .replace(/\.json$/, '')
    .replace(/[^A-Za-z0-9_-]/g, '_');
}

/**
 * Inlines every external `$ref` of a form schema into its own `definitions`, rewriting the refs
 * to local pointers. RJSF resolves only local refs, so the browser and the precompiler use the
 * bundled form; the server may use either, the rules are the same.
 */
export function bundleSchema(rootId: string, schemasById: ReadonlyMap<string, SchemaNode>): SchemaNode {
  const root = schemasById.get(rootId);
  if (!root) throw new Error(`Unknown schema ${rootId}`);
  const definitions: Record<string, SchemaNode> = { ...(root.definitions ?? {}) };

  const rewrite = (node: unknown, baseId: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, baseId));
    if (!isSchemaNode(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        out.$ref = inline(value, baseId);
      } else if (key === '$id' || key === '$schema') {
        continue;
      } else {
        out[key] = rewrite(value, baseId);
      }
    }
    return out;
  };

  const inline = (ref: string, baseId: string): string => {
    const [target, fragment = ''] = new URL(ref, baseId).href.split('#');
    const part = schemasById.get(target);
    if (!part) throw new Error(`${baseId}: $ref "${ref}" points at no schema file (${target})`);
    const key = definitionKey(target);
    if (!(key in definitions)) {
      definitions[key] = {}; // placeholder first, so a part that refers back to itself terminates
      definitions[key] = rewrite(part, target) as SchemaNode;
    }
    return `#/definitions/${key}${fragment}`;
  };

  const body = rewrite({ ...root, definitions: undefined }, rootId) as SchemaNode;
  delete body.definitions;
  const bundled: SchemaNode = { $id: rootId, ...body };
  if (Object.keys(definitions).length > 0) bundled.definitions = definitions;
  return bundled;
}
