import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createAjv } from '../../validation/ajv';
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

function isFixtureError(item: unknown): boolean {
  if (!isSchemaNode(item)) return false;
  const { path, keyword, message } = item as { path?: unknown; keyword?: unknown; message?: unknown };
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    typeof message === 'string' &&
    (keyword === undefined || typeof keyword === 'string')
  );
}

/** What is wrong with a fixture case, or null: `{description, data, valid, errors?}`. */
function fixtureProblem(value: unknown): string | null {
  if (!isSchemaNode(value)) return '測試案例須為 JSON 物件';
  const known = new Set(['$schema', 'description', 'data', 'valid', 'errors']);
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length > 0) return `測試案例有不認得的欄位：${unknown.join('、')}`;
  if (typeof value.description !== 'string' || value.description.trim() === '')
    return '請填寫測試案例說明（description）';
  if (!('data' in value)) return '測試案例須有 data';
  if (typeof value.valid !== 'boolean') return 'valid 須為 true 或 false';
  const errors = value.errors as unknown;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every(isFixtureError)))
    return 'errors 的每一筆須有 path（以 / 開頭）與 message，keyword 可省略';
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
  return fixtureProblem(value);
}
