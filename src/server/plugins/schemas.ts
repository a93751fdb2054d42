import type { FastifyInstance } from 'fastify';
import type { SchemaNode } from '../../validation/json-schema';
import { bundleSchema } from '../../validation/schema-bundle';
import { expandReplyExtensions } from '../../validation/reply-extensions';
import { formNames, formSchemaId, loadSchemaFiles, SCHEMAS_DIR } from '../../validation/schema-files';

/**
 * The schema files, registered once: every form (bundled with its shared parts, exactly as the
 * browser validates it), every request body of `schemas/api/` and every shared part of
 * `schemas/defs/`, each under its `$id`. Routes
 * refer to them by `$ref`; the returned map serves the error handler's title lookup. `dir` is the
 * repository's `schemas/` unless a test points the server at an edited copy.
 */
export function registerSchemaFiles(
  app: FastifyInstance,
  dir: string = SCHEMAS_DIR,
): Map<string, SchemaNode> {
  const files = expandReplyExtensions(loadSchemaFiles(dir));
  const registered = new Map<string, SchemaNode>();
  for (const [id, schema] of files) {
    if (id.includes('/defs/')) {
      const { $schema: _draft, ...part } = schema;
      registered.set(id, part);
    }
  }
  for (const name of formNames(dir))
    registered.set(formSchemaId(name), bundleSchema(formSchemaId(name), files));
  // schemas/api/: request bodies in their wire shape (e.g. seniority in months), built from the same defs.
  for (const id of files.keys()) if (id.includes('/api/')) registered.set(id, bundleSchema(id, files));
  for (const schema of registered.values()) app.addSchema(schema);
  return registered;
}
