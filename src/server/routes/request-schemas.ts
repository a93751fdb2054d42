import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';

/**
 * A request body's schema by the name of its file in `schemas/api/`, as a `$ref` to the schema
 * the server registered (plugins/schemas.ts): the body is validated by that file, with the same
 * keywords and zh-TW messages as the browser.
 */
export function requestBodyRef(name: string): { $ref: string } {
  return { $ref: `${SCHEMA_BASE_URI}api/${name}.json#` };
}
