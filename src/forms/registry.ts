import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { childSchema } from '../validation/field-title';
import type { SchemaNode } from '../validation/json-schema';
import { fenqiFields, fenqiWidgets } from './theme/fenqi-theme';
import { widgetResolves } from './theme/part-names';

export { fenqiFields, fenqiTemplates, fenqiWidgets } from './theme/fenqi-theme';

const defaults = getDefaultRegistry();
const allWidgets: RegistryWidgetsType = { ...defaults.widgets, ...fenqiWidgets };
const knownFields = new Set([...Object.keys(defaults.fields), ...Object.keys(fenqiFields)]);

/** RJSF options that turn on markdown: the app renders descriptions and help as plain text. */
const MARKDOWN_OPTIONS = ['enableMarkdownInDescription', 'enableMarkdownInHelp'];

function checkWidget(name: unknown, schema: SchemaNode | undefined, path: string): void {
  if (typeof name !== 'string') return; // a component given directly is fine
  if (!widgetResolves(name, schema, allWidgets))
    throw new Error(`Unknown widget "${name}" at ${path || '/'}`);
}

/**
 * Walks a uiSchema beside its schema and throws on a widget or field name the registry does not
 * have (for that field's type), naming the schema path. RJSF would otherwise fail only when the
 * field renders, deep inside a wizard step.
 */
export function assertKnownWidgets(
  uiSchema: unknown,
  root: SchemaNode = {},
  path = '',
  at: SchemaNode = root,
): void {
  if (typeof uiSchema !== 'object' || uiSchema === null) return;
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:widget') checkWidget(value, at, path);
    else if (key === 'ui:field') {
      if (typeof value === 'string' && !knownFields.has(value))
        throw new Error(`Unknown field "${value}" at ${path || '/'}`);
    } else if (MARKDOWN_OPTIONS.some((option) => key === `ui:${option}`)) {
      throw new Error(`Markdown is not supported ("${key}" at ${path || '/'}): write plain text`);
    } else if (key === 'ui:options' && typeof value === 'object' && value !== null) {
      checkWidget((value as { widget?: unknown }).widget, at, path);
      const markdown = MARKDOWN_OPTIONS.find((option) => option in value);
      if (markdown)
        throw new Error(`Markdown is not supported ("${markdown}" at ${path || '/'}): write plain text`);
    } else if (!key.startsWith('ui:')) {
      const child = key === 'items' ? childSchema(root, at, '0') : childSchema(root, at, key);
      assertKnownWidgets(value, root, `${path}/${key}`, child ?? {});
    }
  }
}
