import { hasWidget, type RegistryWidgetsType, type RJSFSchema } from '@rjsf/utils';
import type { SchemaNode } from '../../validation/json-schema';

/*
 * The names Fenqi's theme registers its widgets and fields under (fenqi-theme.ts), kept apart from
 * the components so Node tools (the schema lint) can know them without loading React parts; the
 * registry test checks the lists agree with the theme.
 */

/** `ui:widget` names of Fenqi's theme, on top of @rjsf/core's own (TextWidget, HiddenWidget…). */
export const FENQI_WIDGET_NAMES = [
  'PasswordWidget',
  'twId',
  'SelectWidget',
  'CheckboxWidget',
  'RadioWidget',
  'TextareaWidget',
  'CheckboxesWidget',
  'DateWidget',
  'DateTimeWidget',
  'AltDateWidget',
  'AltDateTimeWidget',
  'RangeWidget',
  'rocDate',
  'seniority',
  'lookupSelect',
  'lookupRadio',
  'fileUpload',
  'signaturePad',
  'contractConsent',
] as const;

/** `ui:field` names of Fenqi's theme, on top of @rjsf/core's own. */
export const FENQI_FIELD_NAMES = ['address', 'contactTime', 'creditCard', 'rocDateParts', 'summary'] as const;

const ALL_TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array'];

/**
 * True when `ui:widget: name` resolves in a widget registry for a field of this schema: a
 * registered name, or one of RJSF's names for the field's type (`textarea`, `radio`…). Without a
 * declared type (e.g. a field made of allOf parts) any type that offers the widget will do.
 */
export function widgetResolves(
  name: string,
  schema: SchemaNode | undefined,
  widgets: RegistryWidgetsType,
): boolean {
  if (name in widgets) return true;
  const types = schema?.type ? [schema.type] : ALL_TYPES;
  return types.some((type) => hasWidget({ ...schema, type } as RJSFSchema, name, widgets));
}
