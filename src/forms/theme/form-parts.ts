import type { SchemaNode } from '../../validation/json-schema';
import { ARRAY_TEMPLATES, LAZY_FIELDS, LAZY_WIDGETS, RJSF_WIDGET_ENTRIES } from './fenqi-theme';
import type { PreloadableComponent } from '../../ui/preloadable';

type Part = PreloadableComponent<never>;

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SUBSCHEMA_SINGLES = ['items', 'additionalItems', 'not', 'if', 'then', 'else', 'contains'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'] as const;

/** Every sub-schema of `schema`, itself included (definitions too, so `$ref` targets are seen). */
function* schemaNodes(schema: unknown): Generator<SchemaNode> {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return;
  const node = schema as SchemaNode & Record<string, unknown>;
  yield node;
  for (const key of SUBSCHEMA_LISTS) {
    const list = node[key];
    if (Array.isArray(list)) for (const child of list) yield* schemaNodes(child);
  }
  for (const key of SUBSCHEMA_SINGLES) {
    const child = node[key];
    if (Array.isArray(child)) for (const item of child) yield* schemaNodes(item);
    else yield* schemaNodes(child);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = node[key];
    if (typeof map === 'object' && map !== null)
      for (const child of Object.values(map)) yield* schemaNodes(child);
  }
}

/** The widgets RJSF picks by itself for a schema node (no `ui:widget`): a list, a date, a choice. */
function defaultPartsOf(node: SchemaNode & Record<string, unknown>, parts: Set<Part>): void {
  if (Array.isArray(node.enum) || (Array.isArray(node.oneOf) && node.type !== 'object'))
    parts.add(LAZY_WIDGETS.SelectWidget as Part);
  if (node.type === 'boolean') {
    parts.add(LAZY_WIDGETS.CheckboxWidget as Part);
    parts.add(LAZY_WIDGETS.RadioWidget as Part); // a boolean offers radio buttons too
  }
  if (node.format === 'date') parts.add(LAZY_WIDGETS.DateWidget as Part);
  if (node.format === 'date-time') parts.add(LAZY_WIDGETS.DateTimeWidget as Part);
  if (node.type === 'array') {
    for (const template of Object.values(ARRAY_TEMPLATES)) parts.add(template as Part);
    parts.add(LAZY_WIDGETS.CheckboxesWidget as Part);
  }
}

/** The lazy widget a `ui:widget` name stands for (RJSF's names resolve to its registry entries). */
function lazyWidget(name: unknown): Part | undefined {
  if (typeof name !== 'string') return undefined;
  return (LAZY_WIDGETS[RJSF_WIDGET_ENTRIES[name] ?? name] as Part | undefined) ?? undefined;
}

/** The widgets and fields a uiSchema names (`ui:widget`, `ui:options.widget`, `ui:field`), at any depth. */
function namedPartsOf(uiSchema: unknown, parts: Set<Part>): void {
  if (typeof uiSchema !== 'object' || uiSchema === null) return;
  for (const [key, value] of Object.entries(uiSchema)) {
    const widget = key === 'ui:widget' ? lazyWidget(value) : undefined;
    if (widget) parts.add(widget);
    else if (key === 'ui:field' && typeof value === 'string' && LAZY_FIELDS[value])
      parts.add(LAZY_FIELDS[value] as Part);
    else if (key === 'ui:options' && typeof value === 'object' && value !== null) {
      const named = lazyWidget((value as { widget?: unknown }).widget);
      if (named) parts.add(named);
    } else namedPartsOf(value, parts);
  }
}

/** The lazily loaded widgets, fields and templates a form will render (a superset is fine). */
export function partsOfForm(schema: unknown, uiSchema: unknown): Set<Part> {
  const parts = new Set<Part>();
  for (const node of schemaNodes(schema)) defaultPartsOf(node as SchemaNode & Record<string, unknown>, parts);
  namedPartsOf(uiSchema, parts);
  return parts;
}

/**
 * Fetches every lazy part a form uses, so the form renders whole at once; a form without a
 * select, a date or an upload (the login form) fetches none of them.
 */
export async function preloadFormParts(schema: unknown, uiSchema: unknown): Promise<void> {
  await Promise.all([...partsOfForm(schema, uiSchema)].map((part) => part.preload()));
}
