import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import { Button } from 'antd';

/** The form's submit button: full width on phones, zh-TW text (`ui:submitButtonOptions.submitText`). */
export default function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText = '送出', norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const disabled = Boolean(props?.disabled) || Boolean(registry.formContext?.submitting);
  return (
    <Button type="primary" htmlType="submit" size="large" block disabled={disabled} className="fenqi-submit">
      {submitText}
    </Button>
  );
}
