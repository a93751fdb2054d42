import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { createAjv } from './ajv';
import type { SchemaNode } from './json-schema';
import { KEYWORD_MODULE_PREFIX } from './keywords/define-check-keyword';

/**
 * Compiles a bundled form schema, and every sub-schema RJSF validates on its own (branches of
 * oneOf / anyOf / if), to ajv standalone CommonJS code: no compiler and no `new Function` at run
 * time. The Fenqi keywords' checks are `require`d from `checksRequirePath`.
 */
export function precompileFormSchema(bundled: SchemaNode, checksRequirePath: string): string {
  const schemas = Object.values(schemaParser(bundled as RJSFSchema));
  const ajv = createAjv({
    schemas,
    code: {
      source: true,
      lines: false,
      formats: _`require("ajv-formats/dist/formats").fullFormats`,
    },
  });
  const code = standaloneCode(ajv);
  return code.split(`require("${KEYWORD_MODULE_PREFIX}`).join(`require("${checksRequirePath}/`);
}
