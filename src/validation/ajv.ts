import Ajv, { type Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { fenqiKeywords } from './keywords';
import { SEND_META_SCHEMA } from './send/form-send';

/**
 * The ajv options every Fenqi validator uses. `strict` stays on so a misspelt keyword in a schema
 * file fails loudly instead of silently not validating; `$data` serves confirmPassword.
 */
export const FENQI_AJV_OPTIONS: Options = {
  allErrors: true,
  $data: true,
  strict: true,
  strictTypes: false,
  strictTuples: false,
  strictRequired: false,
  useDefaults: false,
};

/** Adds the Fenqi keywords and ajv-errors (Fastify's ajv already carries the formats). */
export function addFenqiKeywords<T extends Ajv>(ajv: T): T {
  for (const keyword of fenqiKeywords) ajv.addKeyword(keyword);
  // A form's `send` declaration: no rule on the data, but its own shape is checked.
  ajv.addKeyword({ keyword: 'send', metaSchema: SEND_META_SCHEMA });
  ajvErrors(ajv);
  return ajv;
}

/** Adds formats, the Fenqi keywords and ajv-errors to an ajv instance (RJSF's `extenderFn`). */
export function extendAjv<T extends Ajv>(ajv: T): T {
  addFormats(ajv);
  return addFenqiKeywords(ajv);
}

/** The one ajv factory: client, server, precompiler and fixture CLI all build from here. */
export function createAjv(options: Options = {}): Ajv {
  return extendAjv(new Ajv({ ...FENQI_AJV_OPTIONS, ...options }));
}
