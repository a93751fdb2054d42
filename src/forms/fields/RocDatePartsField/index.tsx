import type { FieldProps, FormContextType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { Form } from 'antd';
import { RocDateSelects } from '../../widgets/RocDateWidget/RocDateSelects';
import { isoFromRoc, type RocDateParts } from '../../widgets/RocDateWidget/roc-date';

/** ID-card issue date as the server keeps it: ROC year, month and day as separate numbers. */
export interface RocDatePartsValue {
  issueYear?: number;
  issueMonth?: number;
  issueDay?: number;
  [other: string]: unknown;
}

const PART_KEYS = ['issueYear', 'issueMonth', 'issueDay'] as const;

const partsOf = (data: RocDatePartsValue | undefined): RocDateParts | undefined => {
  const { issueYear: year, issueMonth: month, issueDay: day } = data ?? {};
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return isoFromRoc(year, month, day) ? { year, month, day } : undefined;
};

/**
 * ROC date selects for an object with `issueYear` / `issueMonth` / `issueDay`; other keys of the object
 * (e.g. `issueLocation`) pass through untouched. `ui:options.minYear` / `maxYear` as in `RocDateWidget`.
 */
export default function RocDatePartsField<
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: FieldProps<RocDatePartsValue, S, F>) {
  const { formData, fieldPathId, schema, uiSchema, name, required, disabled, readonly, autofocus } = props;
  const { onChange, onBlur, onFocus, errorSchema, registry } = props;
  const options = getUiOptions<RocDatePartsValue, S, F>(uiSchema, registry.globalUiOptions);
  const title = options.title ?? schema.title ?? name;
  const id = fieldPathId.$id;
  const errors = PART_KEYS.flatMap((key) => errorSchema?.[key]?.__errors ?? []);
  const year = (key: 'minYear' | 'maxYear') => (typeof options[key] === 'number' ? options[key] : undefined);

  const change = (parts: RocDateParts | undefined) => {
    const { issueYear: _y, issueMonth: _m, issueDay: _d, ...rest } = formData ?? {};
    const next = parts
      ? { ...rest, issueYear: parts.year, issueMonth: parts.month, issueDay: parts.day }
      : rest;
    onChange(next, fieldPathId.path);
  };

  return (
    <Form.Item
      layout="vertical"
      label={options.label === false ? undefined : title}
      htmlFor={id}
      required={required}
      validateStatus={errors.length ? 'error' : undefined}
      help={errors.length ? errors.map((error) => <div key={error}>{error}</div>) : undefined}
      style={{ marginBottom: 0 }}
    >
      <RocDateSelects
        id={id}
        label={title}
        value={partsOf(formData)}
        onChange={change}
        minYear={year('minYear')}
        maxYear={year('maxYear')}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onBlur={() => onBlur(id, formData)}
        onFocus={() => onFocus(id, formData)}
      />
    </Form.Item>
  );
}
