import type { SchemaNode } from '../../validation/json-schema';
import { REPLIES_PREFIX } from '../../validation/reply-types';
import { loadSchemaFiles } from '../../validation/schema-files';

/**
 * A route's reply schema by the name of its file in `schemas/api/replies/`, as a `$ref` to the
 * schema the server registered (plugins/schemas.ts): replies are serialised by that file, so a
 * field it does not declare never leaves the server.
 */
export function replyRef(name: string): { $ref: string } {
  return { $ref: `${REPLIES_PREFIX}${name}.json#` };
}

let files: Map<string, SchemaNode> | undefined;

/** The reply schema file itself, for a schema that extends its properties. */
export function replySchemaFile(name: string): SchemaNode {
  files ??= loadSchemaFiles();
  const schema = files.get(`${REPLIES_PREFIX}${name}.json`);
  if (!schema) throw new Error(`schemas/api/replies/${name}.json is missing`);
  return schema;
}
