import type { FieldErrorProps } from '@rjsf/utils';

/** A field's errors as zh-TW lines under the control, announced to screen readers. */
export default function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const messages = (errors ?? []).filter((e): e is string => typeof e === 'string' && e.length > 0);
  if (messages.length === 0) return null;
  return (
    <div id={`${fieldPathId.$id}__error`} role="alert" className="fenqi-field-error">
      {[...new Set(messages)].map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}
