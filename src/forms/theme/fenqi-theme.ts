import type {
  ArrayFieldItemTemplateProps,
  ArrayFieldTemplateProps,
  FieldProps,
  IconButtonProps,
  RegistryFieldsType,
  RegistryWidgetsType,
  TemplatesType,
  WidgetProps,
} from '@rjsf/utils';
import type { ComponentType } from 'react';
// The antd theme's parts one by one: its index registers every antd widget (date picker, slider,
// select…), which would put all of antd in the chunk of every form.
import DescriptionFieldTemplate from '@rjsf/antd/lib/templates/FieldDescriptionTemplate/index.js';
import WrapIfAdditionalTemplate from '@rjsf/antd/lib/templates/WrapIfAdditionalTemplate/index.js';
import PasswordWidget from '@rjsf/antd/lib/widgets/PasswordWidget/index.js';
import BaseInputTemplate from '../templates/BaseInputTemplate';
import FieldErrorTemplate from '../templates/FieldErrorTemplate';
import FieldTemplate from '../templates/FieldTemplate';
import ObjectFieldTemplate from '../templates/ObjectFieldTemplate';
import SubmitButton from '../templates/SubmitButton';
import TitleFieldTemplate from '../templates/TitleFieldTemplate';
import TwIdWidget from '../widgets/TwIdWidget';
import { preloadable, type PreloadableComponent } from '../../ui/preloadable';

type AnyWidget = PreloadableComponent<WidgetProps>;
type AnyField = PreloadableComponent<FieldProps>;
type Loader = () => Promise<{ default: unknown }>;

/** A preloadable part; RJSF's generic components are typed for the registry's default generics. */
function part<P extends object>(load: Loader): PreloadableComponent<P> {
  return preloadable(load as () => Promise<{ default: ComponentType<P> }>);
}

/** One of the antd theme's icon buttons (array item controls), from its own chunk. */
function iconButton(
  name: 'AddButton' | 'CopyButton' | 'MoveDownButton' | 'MoveUpButton' | 'RemoveButton' | 'ClearButton',
) {
  return part<IconButtonProps>(() =>
    import(/* webpackChunkName: "t-array" */ '@rjsf/antd/lib/templates/IconButton/index.js').then((m) => ({
      default: m[name],
    })),
  );
}

/**
 * Widgets that load with the form only when its uiSchema or schema uses them (the walk in
 * `form-parts.ts`). Each is its own chunk: antd's Checkbox, Radio, Select, date picker, slider,
 * upload, the signature pad and image compression stay out of a form that has none of them (the
 * login form).
 */
export const LAZY_WIDGETS: Record<string, AnyWidget> = {
  SelectWidget: part(() => import(/* webpackChunkName: "w-select" */ '../widgets/SelectWidget')),
  CheckboxWidget: part(
    () => import(/* webpackChunkName: "w-choice" */ '@rjsf/antd/lib/widgets/CheckboxWidget/index.js'),
  ),
  RadioWidget: part(
    () => import(/* webpackChunkName: "w-choice" */ '@rjsf/antd/lib/widgets/RadioWidget/index.js'),
  ),
  TextareaWidget: part(
    () => import(/* webpackChunkName: "w-textarea" */ '@rjsf/antd/lib/widgets/TextareaWidget/index.js'),
  ),
  CheckboxesWidget: part(
    () => import(/* webpackChunkName: "w-checkboxes" */ '@rjsf/antd/lib/widgets/CheckboxesWidget/index.js'),
  ),
  DateWidget: part(
    () => import(/* webpackChunkName: "w-date" */ '@rjsf/antd/lib/widgets/DateWidget/index.js'),
  ),
  DateTimeWidget: part(
    () => import(/* webpackChunkName: "w-date" */ '@rjsf/antd/lib/widgets/DateTimeWidget/index.js'),
  ),
  AltDateWidget: part(
    () => import(/* webpackChunkName: "w-date" */ '@rjsf/antd/lib/widgets/AltDateWidget/index.js'),
  ),
  AltDateTimeWidget: part(
    () => import(/* webpackChunkName: "w-date" */ '@rjsf/antd/lib/widgets/AltDateTimeWidget/index.js'),
  ),
  RangeWidget: part(
    () => import(/* webpackChunkName: "w-range" */ '@rjsf/antd/lib/widgets/RangeWidget/index.js'),
  ),
  rocDate: part(() => import(/* webpackChunkName: "w-roc-date" */ '../widgets/RocDateWidget')),
  seniority: part(() => import(/* webpackChunkName: "w-seniority" */ '../widgets/SeniorityWidget')),
  lookupSelect: part(() => import(/* webpackChunkName: "w-lookup" */ '../widgets/LookupSelectWidget')),
  lookupRadio: part(() => import(/* webpackChunkName: "w-lookup" */ '../widgets/LookupRadioWidget')),
  fileUpload: part(() => import(/* webpackChunkName: "w-upload" */ '../widgets/FileUploadWidget')),
  signaturePad: part(() => import(/* webpackChunkName: "w-signature" */ '../widgets/SignaturePadWidget')),
  contractConsent: part(() => import(/* webpackChunkName: "w-consent" */ '../widgets/ContractConsentWidget')),
};

/** Fenqi's fields by the name a uiSchema gives in `ui:field`; each loads with the forms that use it. */
export const LAZY_FIELDS: Record<string, AnyField> = {
  address: part(() => import(/* webpackChunkName: "f-address" */ '../fields/AddressField')),
  contactTime: part(() => import(/* webpackChunkName: "f-contact-time" */ '../fields/ContactTimeField')),
  creditCard: part(() => import(/* webpackChunkName: "f-credit-card" */ '../fields/CreditCardField')),
  rocDateParts: part(() => import(/* webpackChunkName: "w-roc-date" */ '../fields/RocDatePartsField')),
  summary: part(() => import(/* webpackChunkName: "f-summary" */ '../fields/SummaryField')),
};

/** Array templates and their buttons (antd icons), needed only by forms with a list of items. */
export const ARRAY_TEMPLATES = {
  ArrayFieldTemplate: part<ArrayFieldTemplateProps>(
    () => import(/* webpackChunkName: "t-array" */ '@rjsf/antd/lib/templates/ArrayFieldTemplate/index.js'),
  ),
  ArrayFieldItemTemplate: part<ArrayFieldItemTemplateProps>(
    () =>
      import(/* webpackChunkName: "t-array" */ '@rjsf/antd/lib/templates/ArrayFieldItemTemplate/index.js'),
  ),
  AddButton: iconButton('AddButton'),
  CopyButton: iconButton('CopyButton'),
  MoveDownButton: iconButton('MoveDownButton'),
  MoveUpButton: iconButton('MoveUpButton'),
  RemoveButton: iconButton('RemoveButton'),
  ClearButton: iconButton('ClearButton'),
};

/** Widgets that ship with every form: antd's Input (by RJSF's registry name) and the ID-number input. */
const EAGER_WIDGETS = {
  PasswordWidget,
  twId: TwIdWidget,
} as RegistryWidgetsType;

/** The widgets of Fenqi's theme: on top of @rjsf/core's plain ones (text, hidden, updown…). */
export const fenqiWidgets: RegistryWidgetsType = { ...EAGER_WIDGETS, ...LAZY_WIDGETS } as RegistryWidgetsType;

/** The fields of Fenqi's theme. */
export const fenqiFields: RegistryFieldsType = { ...LAZY_FIELDS } as RegistryFieldsType;

/** The templates of Fenqi's theme: antd's description template, Fenqi's input, object grid and field frame. */
export const fenqiTemplates: Partial<TemplatesType> = {
  BaseInputTemplate,
  DescriptionFieldTemplate,
  ObjectFieldTemplate,
  WrapIfAdditionalTemplate,
  FieldErrorTemplate,
  FieldTemplate,
  TitleFieldTemplate,
  ArrayFieldTemplate: ARRAY_TEMPLATES.ArrayFieldTemplate,
  ArrayFieldItemTemplate: ARRAY_TEMPLATES.ArrayFieldItemTemplate,
  ButtonTemplates: {
    SubmitButton,
    AddButton: ARRAY_TEMPLATES.AddButton,
    CopyButton: ARRAY_TEMPLATES.CopyButton,
    MoveDownButton: ARRAY_TEMPLATES.MoveDownButton,
    MoveUpButton: ARRAY_TEMPLATES.MoveUpButton,
    RemoveButton: ARRAY_TEMPLATES.RemoveButton,
    ClearButton: ARRAY_TEMPLATES.ClearButton,
  } as TemplatesType['ButtonTemplates'],
} as Partial<TemplatesType>;
