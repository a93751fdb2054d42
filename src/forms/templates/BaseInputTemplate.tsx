import AntdBaseInputTemplate from '@rjsf/antd/lib/templates/BaseInputTemplate/index.js';
import {
  ariaDescribedByIds,
  getInputProps,
  type BaseInputTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';
import { useCallback, useRef } from 'react';
import type { FenqiFormContext } from '../form-context';
import { useTypedValue } from '../typed-value';
import { FieldInput } from './FieldInput';

const FULL_WIDTH = { width: '100%' };

/** What a text input shows for a form value. */
const textOf = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The schema a number input is drawn from, without its bounds: antd's InputNumber given `min` or
 * `max` silently changes a typed value outside them on blur (4,000 becomes 5,000), and no input may
 * change what a person typed. The bound stays the form's rule: the value is refused with its message.
 */
function unclampedSchema<S extends StrictRJSFSchema>(schema: S): S {
  if (schema.minimum === undefined && schema.maximum === undefined) return schema;
  const { minimum: _min, maximum: _max, ...rest } = schema;
  return rest as S;
}

/**
 * A form's text input, with the typed value held by the input until the form takes it
 * (typed-value.ts): a keystroke repaints the input, not the whole form. Text inputs are drawn by
 * FieldInput (antd's Input markup, without its cost) and hold what is typed themselves, so a
 * keystroke renders no component at all; numbers (antd's InputNumber), inputs with
 * examples or a clear button, and a widget's own change handler keep @rjsf/antd's template.
 */
export default function BaseInputTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: BaseInputTemplateProps<T, S, F>) {
  const { id, htmlName, value, onChange, onBlur, onFocus, registry, schema, options, type } = props;
  const context = registry.formContext as FenqiFormContext | undefined;
  const inputProps = getInputProps<T, S, F>(schema, type, options, false);
  const plain =
    !props.onChangeOverride &&
    inputProps.type !== 'number' &&
    inputProps.type !== 'integer' &&
    schema.examples === undefined &&
    !options.allowClearTextInputs;
  // A plain text input holds what is typed by itself: a keystroke renders nothing.
  const field = useRef<HTMLInputElement>(null);
  const show = useCallback((next: unknown) => {
    const text = textOf(next);
    if (field.current && field.current.value !== text) field.current.value = text;
  }, []);
  const typed = useTypedValue<unknown>(value, onChange, context?.pendingInputs, plain ? show : undefined);
  if (props.onChangeOverride) return <AntdBaseInputTemplate {...props} />;
  const handOverOnBlur = (blurredId: string, data: unknown) => {
    typed.handOver();
    onBlur(blurredId, data);
  };
  if (!plain)
    return (
      <AntdBaseInputTemplate
        {...props}
        schema={unclampedSchema(schema)}
        value={typed.value}
        onChange={typed.change}
        onBlur={handOverOnBlur}
      />
    );

  // As @rjsf/antd's template draws a text input (readonly shown as disabled unless the form says otherwise).
  const { readonlyAsDisabled = true } = (registry.formContext ?? {}) as { readonlyAsDisabled?: boolean };
  const { readonly, disabled, placeholder, required } = props;
  return (
    <FieldInput
      inputRef={field}
      id={id}
      name={htmlName || id}
      disabled={disabled || (readonlyAsDisabled && readonly)}
      placeholder={placeholder}
      required={required}
      style={FULL_WIDTH}
      {...inputProps}
      defaultValue={textOf(typed.value)}
      onChange={
        readonly
          ? undefined
          : ({ target }) => typed.change(target.value === '' ? options.emptyValue : target.value)
      }
      onBlur={readonly ? undefined : ({ target }) => handOverOnBlur(id, target.value)}
      onFocus={readonly ? undefined : ({ target }) => onFocus(id, target.value)}
      aria-describedby={ariaDescribedByIds(id, false)}
    />
  );
}
