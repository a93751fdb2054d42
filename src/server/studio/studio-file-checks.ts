import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from '../../validation/ajv';
import { fixtureShapeProblems } from '../../validation/fixtures';
import { isSchemaNode } from '../../validation/json-schema';
import { bundleSchema, SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { loadSchemaFiles } from '../../validation/schema-files';

/** What is wrong with a schema file's new value, or null: it must keep its `$id` and compile. */
function schemaProblem(path: string, value: unknown, root: string): string | null {
  if (!isSchemaNode(value)) return 'schema 須為 JSON 物件';
  const id = `${SCHEMA_BASE_URI}${path.slice('schemas/'.length)}`;
  if (value.$id !== id) return `"$id" 須為 "${id}"`;
  const files = loadSchemaFiles(join(root, 'schemas'));
  files.set(id, value);
  try {
    createAjv().compile(bundleSchema(id, files));
  } catch (error) {
    return `schema 無法編譯：${(error as Error).message}`;
  }
  return null;
}

/**
 * What is wrong with a file the studio is about to write, by its folder: a schema must keep its
 * `$id` and compile with the Fenqi keywords; a uiSchema must be an object for an existing form; a
 * fixture case must have the fixture shape and belong to an existing form. Null when it may be
 * written.
 */
export function checkStudioFile(path: string, value: unknown, root: string): string | null {
  const [folder, ...rest] = path.split('/');
  if (folder === 'schemas') return schemaProblem(path, value, root);
  const form = folder === 'uischemas' ? rest[0].replace(/\.json$/, '') : rest[0];
  if (rest.length !== (folder === 'uischemas' ? 1 : 2) || !existsSync(join(root, 'schemas', `${form}.json`)))
    return `沒有名為 ${form} 的表單`;
  if (folder === 'uischemas') return isSchemaNode(value) ? null : 'uiSchema 須為 JSON 物件';
  // The fixture runner's own shape check, so the studio saves only what the runner can run.
  const problems = fixtureShapeProblems(value);
  return problems.length > 0 ? `測試案例格式不符：${problems.join('；')}` : null;
}
