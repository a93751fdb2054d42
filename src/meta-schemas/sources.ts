import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import type { JSONType } from 'ajv';
import type { AddedKeywordDefinition } from 'ajv/dist/types';
import { studioPreviewContext } from '../flows/studio/preview-context';
import { FENQI_FIELD_NAMES, FENQI_WIDGET_NAMES, widgetResolves } from '../forms/theme/part-names';
import { servedLookupNames } from '../schema-lint/app-registries';
import { createAjv } from '../validation/ajv';
import { FENQI_KEYWORD_NAMES } from '../validation/keyword-names';

/*
 * Everything the meta-schemas list, read from the code that decides it at run time: the keywords
 * and formats of the ajv instance every validator is built with, the widgets and fields the form
 * registry resolves, the lookups the flows serve and the file categories the studio renders every
 * form with. Nothing here is a copy: a keyword, widget or lookup added to the code changes the
 * generated meta-schemas (and the test that compares them with the committed files fails until
 * they are written again).
 */

/** ajv keywords no Fenqi schema may use: `id` (ajv refuses it), async and 2019-09 vocabularies. */
const REFUSED_KEYWORDS = new Set(['id', '$async', '$vocabulary']);

/** Keywords ajv runs that never report an error of their own. */
const SILENT_KEYWORDS = new Set(['$comment', '$ref', 'errorMessage']);

/** One keyword a Fenqi schema may use, as the ajv instance defines it. */
export interface KeywordSource {
  name: string;
  /** ajv's definition (Fenqi keywords, formats, ajv-errors), or undefined for the core and annotation keywords. */
  definition?: AddedKeywordDefinition;
  /** True for a keyword that can fail validation (so an error can carry its name), not an annotation. */
  validates: boolean;
}

/** What the Fenqi schema and fixture meta-schemas are built from. */
export interface SchemaSources {
  /** Every keyword ajv (strict mode, Fenqi's options) accepts in a schema file, in ajv's order. */
  keywords: KeywordSource[];
  /** The Fenqi rule keywords (spec §5). */
  fenqiKeywords: readonly string[];
  /** The format names ajv knows (ajv-formats); ajv refuses any other. */
  formats: string[];
}

/** The keywords and formats of `createAjv()`, the one ajv factory of client, server and tools. */
export function schemaSources(): SchemaSources {
  const ajv = createAjv();
  const keywords = Object.keys(ajv.RULES.keywords)
    .filter((name) => !REFUSED_KEYWORDS.has(name))
    .map((name) => {
      const definition = ajv.getKeyword(name);
      return {
        name,
        definition: typeof definition === 'object' ? definition : undefined,
        validates: ajv.RULES.all[name] !== undefined && !SILENT_KEYWORDS.has(name),
      };
    });
  return { keywords, fenqiKeywords: FENQI_KEYWORD_NAMES, formats: Object.keys(ajv.formats) };
}

/**
 * RJSF's own widget names (`ui:widget: "select"`), each with the registry entry it resolves to,
 * as @rjsf/utils' getWidget maps them (that map is not exported). Only the names the Fenqi
 * registry actually resolves for some data type are offered (see `uiSources`).
 */
export const RJSF_WIDGET_ALIASES: Readonly<Record<string, string>> = {
  text: 'TextWidget',
  password: 'PasswordWidget',
  email: 'EmailWidget',
  hostname: 'TextWidget',
  ipv4: 'TextWidget',
  ipv6: 'TextWidget',
  uri: 'URLWidget',
  'data-url': 'FileWidget',
  radio: 'RadioWidget',
  select: 'SelectWidget',
  textarea: 'TextareaWidget',
  hidden: 'HiddenWidget',
  date: 'DateWidget',
  datetime: 'DateTimeWidget',
  'date-time': 'DateTimeWidget',
  'alt-date': 'AltDateWidget',
  'alt-datetime': 'AltDateTimeWidget',
  time: 'TimeWidget',
  color: 'ColorWidget',
  file: 'FileWidget',
  updown: 'UpDownWidget',
  range: 'RangeWidget',
  checkbox: 'CheckboxWidget',
  checkboxes: 'CheckboxesWidget',
  files: 'FileWidget',
};

const DATA_TYPES: JSONType[] = ['string', 'number', 'integer', 'boolean', 'object', 'array'];

/** A widget name a uiSchema may give, and the data types it serves. */
export interface WidgetSource {
  name: string;
  kind: 'fenqi' | 'alias' | 'entry';
  /** The data types RJSF resolves the name for (every type for a registered name). */
  types: JSONType[];
}

/** A file category a `fileUpload` may name: its id as uiSchemas write it, and its name. */
export interface FileCategorySource {
  id: number | string;
  name: string;
}

/** What the uiSchema meta-schema is built from. */
export interface UiSources {
  widgets: WidgetSource[];
  /** Fenqi's own fields, then @rjsf/core's. */
  fields: { name: string; kind: 'fenqi' | 'rjsf' }[];
  lookups: string[];
  fileCategories: FileCategorySource[];
}

/**
 * The widget and field names the form registry accepts (`assertKnownWidgets`: @rjsf/core's
 * registry with Fenqi's theme on top, by the names part-names.ts keeps for Node), the lookup
 * names the flows serve (the schema lint's list) and the file categories of spec §3 and the
 * older flow (the studio's, which renders every form with them).
 */
export function uiSources(): UiSources {
  const core = getDefaultRegistry();
  const fenqiOwn: string[] = FENQI_WIDGET_NAMES.filter((name) => !(name in core.widgets));
  const registered = [...new Set([...Object.keys(core.widgets), ...FENQI_WIDGET_NAMES])];
  const stub = () => null;
  const registry = Object.fromEntries(registered.map((name) => [name, stub])) as RegistryWidgetsType;
  const typesOf = (name: string) => DATA_TYPES.filter((type) => widgetResolves(name, { type }, registry));
  const aliases = Object.keys(RJSF_WIDGET_ALIASES).filter((name) => !(name in registry));
  const widgets: WidgetSource[] = [
    ...fenqiOwn.map((name) => ({ name, kind: 'fenqi' as const, types: DATA_TYPES })),
    ...aliases
      .map((name) => ({ name, kind: 'alias' as const, types: typesOf(name) }))
      .filter((widget) => widget.types.length > 0),
    ...registered
      .filter((name) => !fenqiOwn.includes(name))
      .sort()
      .map((name) => ({ name, kind: 'entry' as const, types: DATA_TYPES })),
  ];
  const fenqiFields: string[] = FENQI_FIELD_NAMES.filter((name) => !(name in core.fields));
  const fields = [
    ...fenqiFields.map((name) => ({ name, kind: 'fenqi' as const })),
    ...Object.keys(core.fields)
      .sort()
      .map((name) => ({ name, kind: 'rjsf' as const })),
  ];
  const fileCategories = Object.values(studioPreviewContext.fileCategories ?? {})
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) =>
      typeof a.id === typeof b.id
        ? typeof a.id === 'number'
          ? a.id - (b.id as number)
          : String(a.id).localeCompare(String(b.id), 'en', { numeric: true })
        : typeof a.id === 'number'
          ? -1
          : 1,
    );
  return { widgets, fields, lookups: [...servedLookupNames()].sort(), fileCategories };
}
