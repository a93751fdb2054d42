import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import { Select } from 'antd';
import { matchesSearch } from '../../../validation/data/search-text';
import { clearable } from '../select-clear';

interface SelectOption {
  value: string;
  label: string;
  disabled: boolean;
}

function filterByLabel(input: string, option?: SelectOption): boolean {
  return matchesSearch(option?.label ?? '', input);
}

/**
 * A choice from the schema's `enum` (RJSF's `select`). The placeholder (「請選擇身分類別」) shows
 * in the empty box only: RJSF's antd widget also lists it as a first option with an empty value,
 * which the member could pick as if it were a choice. An optional field is emptied with the
 * clear button instead; a required one has no empty choice at all.
 */
export default function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, options, placeholder, required, disabled, readonly, autofocus, multiple } =
    props;
  const { label, onChange, onBlur, onFocus } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const decode = (next: string | string[] | undefined) =>
    next === undefined ? emptyValue : enumOptionValueDecoder(next, enumOptions, format, emptyValue);
  const selectOptions: SelectOption[] = enumOptions.map((option, index) => ({
    value: enumOptionValueEncoder(option.value, index, format),
    label: option.label,
    disabled: Array.isArray(enumDisabled) && enumDisabled.includes(option.value),
  }));
  const selected = enumOptionSelectedValue(value, enumOptions, Boolean(multiple), format, emptyValue) as
    string | string[] | undefined;

  return (
    <Select<string | string[] | undefined, SelectOption>
      id={id}
      {...{ name: htmlName || id }}
      mode={multiple ? 'multiple' : undefined}
      style={{ width: '100%' }}
      value={selected === '' ? undefined : selected}
      options={selectOptions}
      placeholder={placeholder || '請選擇'}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      allowClear={required ? false : clearable(label)}
      showSearch={{ filterOption: filterByLabel }}
      getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(next) => onChange(decode(next))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
