import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { FieldBox } from './FieldBox';
import { useInvalidMark } from './use-invalid-mark';

/** Widgets that print the field's label themselves, beside the box (a checkbox, a contract consent). */
const OWN_LABEL_WIDGETS: ReadonlySet<string> = new Set(['checkbox', 'contractConsent']);

/**
 * One field: label, control, then its error and its help text. The antd theme's template shows
 * the help text *instead of* the errors when a field has both (ui:help), so a field with a hint
 * turned red without saying why; here the error takes the message line and the hint stays below.
 * A field with an error marks its control aria-invalid; the message is tied to it by RJSF's
 * aria-describedby (`<id>__error`) and announced (role="alert").
 */
export default function FieldTemplate(props: FieldTemplateProps) {
  const { children, description, displayLabel, errors, help, rawHelp, hidden, id, label, rawErrors } = props;
  const { fieldPathId, rawDescription, registry, required, schema, uiSchema } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  const hasErrors = Boolean(rawErrors?.length);
  useInvalidMark(id, hasErrors && !hidden && schema.type !== 'object' && schema.type !== 'array');
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  // The form's root object is a plain box, its fields one under the other (it has no label): it
  // re-renders whenever the form takes a typed value, and a box around it would hand new contexts
  // down to all 54 fields of the applicant form, which RJSF keeps from re-rendering. Errors and
  // texts of the whole form (none of our schemas has them today) show below the fields.
  if (fieldPathId.path.length === 0)
    return (
      <div className="fenqi-form-root">
        {children}
        {hasErrors && errors}
        {rawDescription && description}
        {rawHelp && help}
      </div>
    );

  // A blank description would leave an empty line; only a real one is shown.
  const descriptionNode = rawDescription ? description : null;
  const helpNode = rawHelp ? help : null;
  const extra =
    descriptionNode || helpNode ? (
      <>
        {descriptionNode}
        {helpNode}
      </>
    ) : undefined;
  return (
    <WrapIfAdditionalTemplate {...props}>
      <FieldBox
        hasFeedback={schema.type !== 'array' && schema.type !== 'object'}
        errors={hasErrors ? errors : undefined}
        extra={extra}
        htmlFor={id}
        label={displayLabel && !OWN_LABEL_WIDGETS.has(String(uiOptions.widget)) && label}
        required={required}
      >
        {children}
      </FieldBox>
    </WrapIfAdditionalTemplate>
  );
}
