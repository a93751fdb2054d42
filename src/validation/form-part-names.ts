import type { SchemaNode } from './json-schema';

/**
 * The parts a form draws that may load lazily, by name: what `npm run precompile` lists for each
 * form (`.generated/form-parts.json`), so the app fetches them together with the form's own module
 * and not one round trip after it. Names only: Node tools read it without React.
 */
export interface FormPartNames {
  /** Widget registry entries (`SelectWidget`, `fileUpload`…), a superset of the lazy ones. */
  widgets: string[];
  /** `ui:field` names. */
  fields: string[];
  /** The form has a list (an array): the list templates and their buttons. */
  lists: boolean;
}

/**
 * RJSF's own widget names (`ui:widget: "select"`, a type's default) and the registry entry each
 * resolves to: a theme replaces `SelectWidget`, not `select`.
 */
export const RJSF_WIDGET_ENTRIES: Record<string, string> = {
  checkbox: 'CheckboxWidget',
  radio: 'RadioWidget',
  textarea: 'TextareaWidget',
  select: 'SelectWidget',
  checkboxes: 'CheckboxesWidget',
  date: 'DateWidget',
  datetime: 'DateTimeWidget',
  'date-time': 'DateTimeWidget',
  'alt-date': 'AltDateWidget',
  'alt-datetime': 'AltDateTimeWidget',
  range: 'RangeWidget',
};

const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const SUBSCHEMA_SINGLES = ['items', 'additionalItems', 'not', 'if', 'then', 'else', 'contains'] as const;
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs', 'dependencies'] as const;

/** Every sub-schema of `schema`, itself included (definitions too, so `$ref` targets are seen). */
function* schemaNodes(schema: unknown): Generator<SchemaNode & Record<string, unknown>> {
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
function defaultPartsOf(node: SchemaNode & Record<string, unknown>, names: Found): void {
  if (Array.isArray(node.enum) || (Array.isArray(node.oneOf) && node.type !== 'object'))
    names.widgets.add('SelectWidget');
  if (node.type === 'boolean') {
    names.widgets.add('CheckboxWidget');
    names.widgets.add('RadioWidget'); // a boolean offers radio buttons too
  }
  if (node.format === 'date') names.widgets.add('DateWidget');
  if (node.format === 'date-time') names.widgets.add('DateTimeWidget');
  if (node.type === 'array') {
    names.lists = true;
    names.widgets.add('CheckboxesWidget');
  }
}

/** The registry entry a `ui:widget` name stands for (RJSF's names resolve to theirs). */
const widgetEntry = (name: string): string => RJSF_WIDGET_ENTRIES[name] ?? name;

/** The widgets and fields a uiSchema names (`ui:widget`, `ui:options.widget`, `ui:field`), at any depth. */
function namedPartsOf(uiSchema: unknown, names: Found): void {
  if (typeof uiSchema !== 'object' || uiSchema === null) return;
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:widget') {
      if (typeof value === 'string') names.widgets.add(widgetEntry(value));
    } else if (key === 'ui:field') {
      if (typeof value === 'string') names.fields.add(value);
    } else if (key === 'ui:options' && typeof value === 'object' && value !== null) {
      const widget = (value as { widget?: unknown }).widget;
      if (typeof widget === 'string') names.widgets.add(widgetEntry(widget));
    } else namedPartsOf(value, names);
  }
}

interface Found {
  widgets: Set<string>;
  fields: Set<string>;
  lists: boolean;
}

/** The parts a form will render that may load lazily (a superset is fine), in a stable order. */
export function partNamesOfForm(schema: unknown, uiSchema: unknown): FormPartNames {
  const found: Found = { widgets: new Set(), fields: new Set(), lists: false };
  for (const node of schemaNodes(schema)) defaultPartsOf(node, found);
  namedPartsOf(uiSchema, found);
  return { widgets: [...found.widgets].sort(), fields: [...found.fields].sort(), lists: found.lists };
}
