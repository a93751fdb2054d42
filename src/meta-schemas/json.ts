/** A JSON value as the meta-schemas are written. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Base of the meta-schemas' `$id`s (apart from `https://fenqi.tw/schemas/`, the form schemas' base). */
export const META_SCHEMA_BASE_URI = 'https://fenqi.tw/meta-schemas/';

/** The folder of the meta-schema files, from the repository root. */
export const META_SCHEMA_DIR = 'editor/meta-schemas';
