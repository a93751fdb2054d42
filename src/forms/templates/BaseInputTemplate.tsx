import AntdBaseInputTemplate from '@rjsf/antd/lib/templates/BaseInputTemplate/index.js';
import type { BaseInputTemplateProps, FormContextType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import type { FenqiFormContext } from '../form-context';
import { useTypedValue } from '../typed-value';

/**
 * antd's text and number input, with the typed value held by the input until the form takes it
 * (typed-value.ts): a keystroke repaints the input, not the whole form.
 */
export default function BaseInputTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: BaseInputTemplateProps<T, S, F>) {
  const { value, onChange, onBlur, registry } = props;
  const context = registry.formContext as FenqiFormContext | undefined;
  const typed = useTypedValue<unknown>(value, onChange, context?.pendingInputs);
  if (props.onChangeOverride) return <AntdBaseInputTemplate {...props} />;
  return (
    <AntdBaseInputTemplate
      {...props}
      value={typed.value}
      onChange={typed.change}
      onBlur={(id, data) => {
        typed.handOver();
        onBlur(id, data);
      }}
    />
  );
}
