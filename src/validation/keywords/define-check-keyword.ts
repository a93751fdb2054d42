import { _, Name, type CodeKeywordDefinition, type JSONType } from 'ajv';

/** Prefix that the precompiler rewrites into a relative path to `validation/checks`. */
export const KEYWORD_MODULE_PREFIX = '@fenqi-check/';

/** What a boolean rule keyword needs: its name, the check it runs and its zh-TW message template. */
export interface CheckKeywordSpec {
  keyword: string;
  /** File name (without extension) of the module in `validation/checks` that exports `check`. */
  module: string;
  /** Name under which that module exports the check function. */
  exportName: string;
  /** Self-contained predicate: true when the value passes. */
  check: (value: unknown) => boolean;
  /** zh-TW message; `{field}` is replaced with the field's title by the localizer. */
  message: string;
  /** Data types the rule applies to; other types are left to the `type` keyword. */
  type?: JSONType | JSONType[];
}

/**
 * Builds an ajv `code` keyword (`"<keyword>": true`) from a predicate. The predicate is referenced
 * through a scope value whose standalone code is a `require` of its own module, so the keyword
 * works the same in runtime ajv and in precompiled standalone validators.
 */
export function defineCheckKeyword(spec: CheckKeywordSpec): CodeKeywordDefinition {
  return {
    keyword: spec.keyword,
    type: spec.type,
    schemaType: 'boolean',
    error: { message: spec.message },
    code(cxt) {
      if (cxt.schema !== true) return;
      const fn = cxt.gen.scopeValue('func', {
        ref: spec.check,
        code: _`require(${KEYWORD_MODULE_PREFIX + spec.module}).${new Name(spec.exportName)}`,
      });
      cxt.fail(_`!${fn}(${cxt.data})`);
    },
  };
}
