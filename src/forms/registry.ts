import { getDefaultRegistry } from '@rjsf/core';
import { Theme as antdTheme } from '@rjsf/antd';
import {
  hasWidget,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type RJSFSchema,
  type TemplatesType,
} from '@rjsf/utils';
import { childSchema } from '../validation/field-title';
import type { SchemaNode } from '../validation/json-schema';
import AddressField from './fields/AddressField';
import ContactTimeField from './fields/ContactTimeField';
import CreditCardField from './fields/CreditCardField';
import RocDatePartsField from './fields/RocDatePartsField';
import SummaryField from './fields/SummaryField';
import FieldErrorTemplate from './templates/FieldErrorTemplate';
import FieldTemplate from './templates/FieldTemplate';
import SubmitButton from './templates/SubmitButton';
import TitleFieldTemplate from './templates/TitleFieldTemplate';
import FileUploadWidget from './widgets/FileUploadWidget';
import LookupRadioWidget from './widgets/LookupRadioWidget';
import LookupSelectWidget from './widgets/LookupSelectWidget';
import RocDateWidget from './widgets/RocDateWidget';
import SeniorityWidget from './widgets/SeniorityWidget';
import SignaturePadWidget from './widgets/SignaturePadWidget';
import TwIdWidget from './widgets/TwIdWidget';

/** Fenqi's widgets by the name a uiSchema gives in `ui:widget`. */
export const fenqiWidgets: RegistryWidgetsType = {
  twId: TwIdWidget,
  rocDate: RocDateWidget,
  seniority: SeniorityWidget,
  lookupSelect: LookupSelectWidget,
  lookupRadio: LookupRadioWidget,
  fileUpload: FileUploadWidget,
  signaturePad: SignaturePadWidget,
};

/** Fenqi's fields by the name a uiSchema gives in `ui:field`. */
export const fenqiFields: RegistryFieldsType = {
  address: AddressField,
  contactTime: ContactTimeField,
  creditCard: CreditCardField,
  rocDateParts: RocDatePartsField,
  summary: SummaryField,
};

/** Fenqi's templates on top of the antd theme's. */
export const fenqiTemplates: Partial<TemplatesType> = {
  FieldErrorTemplate,
  FieldTemplate,
  TitleFieldTemplate,
  ButtonTemplates: {
    ...antdTheme.templates?.ButtonTemplates,
    SubmitButton,
  } as TemplatesType['ButtonTemplates'],
};

const defaults = getDefaultRegistry();
const allWidgets: RegistryWidgetsType = { ...defaults.widgets, ...antdTheme.widgets, ...fenqiWidgets };
const knownFields = new Set([...Object.keys(defaults.fields), ...Object.keys(fenqiFields)]);

function checkWidget(name: unknown, schema: SchemaNode | undefined, path: string): void {
  if (typeof name !== 'string') return; // a component given directly is fine
  if (name in allWidgets) return;
  // Without a declared type (e.g. a field made of allOf parts) any type that offers the widget will do.
  const types = schema?.type ? [schema.type] : ['string', 'number', 'integer', 'boolean', 'object', 'array'];
  if (!types.some((type) => hasWidget({ ...schema, type } as RJSFSchema, name, allWidgets))) {
    throw new Error(`Unknown widget "${name}" at ${path || '/'}`);
  }
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
    } else if (key === 'ui:options' && typeof value === 'object' && value !== null) {
      checkWidget((value as { widget?: unknown }).widget, at, path);
    } else if (!key.startsWith('ui:')) {
      const child = key === 'items' ? childSchema(root, at, '0') : childSchema(root, at, key);
      assertKnownWidgets(value, root, `${path}/${key}`, child ?? {});
    }
  }
}
