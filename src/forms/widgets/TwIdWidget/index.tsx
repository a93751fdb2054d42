import type { ChangeEvent } from 'react';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input } from 'antd';
import type { FenqiFormContext } from '../../form-context';
import { useTypedValue } from '../../typed-value';

const ID_LENGTH = 10;

/** What the user typed or pasted, as the national ID it can only be: no spaces, upper case, 10 characters. */
export function normalizeTwId(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().slice(0, ID_LENGTH);
}

/** National ID (身分證字號) input that upper-cases as the user types; empty emits `options.emptyValue`. */
export default function TwIdWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const {
    id,
    htmlName,
    value,
    options,
    placeholder,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    registry,
  } = props;
  // Held by the input until the form takes it, as in BaseInputTemplate (typed-value.ts).
  const typed = useTypedValue<unknown>(
    value,
    onChange,
    (registry.formContext as FenqiFormContext | undefined)?.pendingInputs,
  );
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    const next = normalizeTwId(target.value);
    typed.change(next === '' ? options.emptyValue : next);
  };
  return (
    <Input
      id={id}
      name={htmlName || id}
      value={typeof typed.value === 'string' ? typed.value : ''}
      placeholder={placeholder}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      // No native maxLength: it would cut a pasted `A123 456 789` before the spaces are stripped.
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      inputMode="text"
      onChange={handleChange}
      onBlur={({ target }) => {
        typed.handOver();
        onBlur(id, target.value);
      }}
      onFocus={({ target }) => onFocus(id, target.value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
