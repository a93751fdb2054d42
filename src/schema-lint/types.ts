import type { SchemaNode } from '../validation/json-schema';

/** The rule ids a finding carries, one per kind of mistake (docs/analysts.md, "Schema lint"). */
export type RuleId =
  | 'json-syntax'
  | 'field-title'
  | 'ui-key'
  | 'ui-order'
  | 'ui-widget'
  | 'required-unknown'
  | 'schema-keyword'
  | 'schema-ref'
  | 'schema-id'
  | 'lookup-unknown'
  | 'fixture-coverage'
  | 'rule-coverage'
  | 'unused-def';

/** One mistake: which rule, which file (repository-relative), where in it (JSON pointer), what to do. */
export interface Finding {
  rule: RuleId;
  file: string;
  pointer: string;
  message: string;
}

/**
 * The files the lint reads, by repository-relative path (`schemas/login.json`,
 * `uischemas/login.json`, `fixtures/login/accept-valid.json`) → their text. A map rather than the
 * disk, so the studio can lint unsaved edits.
 */
export type LintFiles = ReadonlyMap<string, string>;

/** What the app registers, read from code by whoever runs the lint (app-registries.ts in Node). */
export interface LintContext {
  /** True when `ui:widget: name` resolves for a field of this (resolved) schema. */
  isKnownWidget(name: string, schema: SchemaNode | undefined): boolean;
  /** True when `ui:field: name` is a registered field. */
  isKnownField(name: string): boolean;
  /** Lookup names the app's loaders serve (`formContext.lookups`). */
  lookupNames: ReadonlySet<string>;
  /** The §5 rules every one of which needs an accepting and a rejecting fixture case. */
  specRules: readonly string[];
}
