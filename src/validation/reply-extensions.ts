import { isSchemaNode, type SchemaNode } from './json-schema';
import { REPLIES_PREFIX } from './reply-types';

/**
 * The base a reply extends, when it is written as `"allOf": [{ "$ref": "<base>.json" }]` beside
 * its own `properties` (the order detail is a case view plus its documents), or null.
 */
function extendedBaseId(id: string, schema: SchemaNode): string | null {
  const [only, ...rest] = schema.allOf ?? [];
  if (!only || rest.length > 0 || typeof only.$ref !== 'string' || Object.keys(only).length !== 1)
    return null;
  const target = new URL(only.$ref, id).href.replace(/#$/, '');
  return target.startsWith(REPLIES_PREFIX) ? target : null;
}

function expand(id: string, files: ReadonlyMap<string, SchemaNode>, seen: readonly string[]): SchemaNode {
  const schema = files.get(id);
  if (!schema) throw new Error(`${seen.at(-1) ?? id}: extends a missing reply schema ${id}`);
  const baseId = extendedBaseId(id, schema);
  if (!baseId) return schema;
  if (seen.includes(baseId)) throw new Error(`${id}: reply schemas extend each other in a circle`);
  const base = expand(baseId, files, [...seen, id]);
  if (!isSchemaNode(base.properties) || base.additionalProperties !== false)
    throw new Error(`${id}: extends ${baseId}, which is not a closed object reply`);
  const { allOf: _extends, ...own } = schema;
  const clash = Object.keys(own.properties ?? {}).filter((key) => key in (base.properties ?? {}));
  if (clash.length > 0) throw new Error(`${id}: redeclares ${clash.join(', ')} of ${baseId}`);
  return {
    ...own,
    type: 'object',
    required: [...(base.required ?? []), ...(own.required ?? [])],
    additionalProperties: false,
    properties: { ...base.properties, ...own.properties },
  };
}

/**
 * The schema files with every extending reply written out in full: its base's properties and
 * required keys, then its own, as one closed object. In draft-07 `allOf` cannot extend a closed
 * object (each part would reject the other's fields), so the server, the generated types and the
 * contract check all read a reply through this.
 */
export function expandReplyExtensions(files: ReadonlyMap<string, SchemaNode>): Map<string, SchemaNode> {
  const out = new Map(files);
  for (const id of files.keys()) if (id.startsWith(REPLIES_PREFIX)) out.set(id, expand(id, files, []));
  return out;
}
