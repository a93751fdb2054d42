import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { summaryText } from '../../forms/fields/SummaryField/summary-value';
import { rocFromIso } from '../../forms/widgets/RocDateWidget/roc-date';
import { group, text, type FormValues } from './model/form-values';

/** One line of the confirm step's recap: the field's title and its value in words. */
export interface RecapRow {
  key: string;
  label: string;
  value: string;
}

/** A form's schema and uiSchema, as its precompiled module carries them. */
export interface RecapForm {
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/** Labels of lookup values (school and department names) the recap cannot read from the schema. */
export type LookupLabels = Partial<Record<string, string>>;

/** The fields step 3 recaps, in order: the order, then the applicant (the rest is in the forms). */
export const PRODUCT_RECAP = [
  'productName',
  'productSpec',
  'productGift',
  'merchantName',
  'appAmount',
  'appPeriods',
  'orderNote',
] as const;
export const APPLICANT_RECAP = [
  'memName',
  'memBirthDay',
  'cellPhone',
  'memEmail',
  'householdAddress',
  'mailingAddress',
  'memClass',
  'companyName',
  'companyDepartment',
  'seniority',
  'schoolSerNo',
  'schoolDepNo',
  'schoolGrade',
  'allowCreditCheckTime',
  'firstContact',
  'secondContact',
] as const;

/** A property's schema, also where a conditional branch (`allOf[].then`) declares it. */
function propertyOf(schema: RJSFSchema, key: string): RJSFSchema | undefined {
  const own = schema.properties?.[key];
  if (own && typeof own === 'object') return own;
  for (const branch of schema.allOf ?? []) {
    const then = typeof branch === 'object' ? branch.then : undefined;
    const found = typeof then === 'object' ? then.properties?.[key] : undefined;
    if (found && typeof found === 'object') return found;
  }
  return undefined;
}

function addressText(value: unknown): string | undefined {
  const { city, district, postalCode, address } = group(value);
  const line = [text(city), text(district), text(address)].filter(Boolean).join('');
  if (!line) return undefined;
  return typeof postalCode === 'number' ? `${postalCode} ${line}` : line;
}

function contactText(value: unknown): string | undefined {
  const { name, relation, cellPhone } = group(value);
  if (!text(name)) return undefined;
  return `${String(name)}${text(relation) ? `（${String(relation)}）` : ''} ${text(cellPhone) ?? ''}`.trim();
}

function dateText(value: unknown): string | undefined {
  const roc = rocFromIso(text(value));
  return roc ? `民國 ${roc.year} 年 ${roc.month} 月 ${roc.day} 日` : text(value);
}

/** A value in words by its field's kind: addresses, contacts, dates and the "other" time are the form's own. */
function valueText(form: RecapForm, data: FormValues, key: string, labels: LookupLabels): string | undefined {
  const value = data[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (key in labels) return labels[key];
  const ui = (form.uiSchema[key] ?? {}) as UiSchema;
  if (ui['ui:field'] === 'address') return addressText(value);
  if (key === 'firstContact' || key === 'secondContact') return contactText(value);
  if (ui['ui:widget'] === 'rocDate') return dateText(value);
  if (key === 'allowCreditCheckTime' && value === 'other')
    return text(data.allowCreditCheckTimeOther) ?? '其他';
  const schema = propertyOf(form.schema, key);
  return schema ? summaryText(value, schema, ui) : String(value);
}

/**
 * The recap lines of `keys` that have a value: titles from the form's schema, values as the
 * member chose them (enum labels, units and seniority from the uiSchema, lookups by `labels`).
 */
export function recapRows(
  form: RecapForm,
  data: FormValues,
  keys: readonly string[],
  labels: LookupLabels = {},
): RecapRow[] {
  return keys.flatMap((key) => {
    const value = valueText(form, data, key, labels);
    const label = propertyOf(form.schema, key)?.title ?? key;
    return value === undefined ? [] : [{ key, label, value }];
  });
}
