import {
  buttonId,
  canExpand,
  getTemplate,
  getUiOptions,
  titleId,
  type FormContextType,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';

/**
 * An object's properties one under the other, each the form's full width, as antd's
 * ObjectFieldTemplate lays them out (with no `colSpan` in formContext, every Col spans 24), but in
 * plain elements. Every keystroke re-renders the form's root object, and antd's Row and Col, with
 * their style hooks, cost more than the field that changed once there is a Col for each of seventy
 * fields; a div costs nothing, and each field below it is memoised by RJSF.
 */
export default function ObjectFieldTemplate<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: ObjectFieldTemplateProps<T, S, F>) {
  const {
    disabled,
    formData,
    fieldPathId,
    onAddProperty,
    optionalDataControl,
    properties,
    readonly,
    required,
    registry,
    schema,
    title,
    uiSchema,
  } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const TitleFieldTemplate = getTemplate<'TitleFieldTemplate', T, S, F>(
    'TitleFieldTemplate',
    registry,
    uiOptions,
  );
  const { AddButton } = registry.templates.ButtonTemplates;
  const showControlInTitle = !readonly && !disabled;
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const shown = properties.filter((element) => !element.hidden);
  return (
    <fieldset id={fieldPathId.$id}>
      <div className="fenqi-object-row">
        {title && (
          <div className={`fenqi-object-cell ${getPrefixCls('form')}-item-label`}>
            <TitleFieldTemplate
              id={titleId(fieldPathId)}
              title={title}
              required={required}
              schema={schema}
              uiSchema={uiSchema}
              registry={registry}
              optionalDataControl={showControlInTitle ? optionalDataControl : undefined}
            />
          </div>
        )}
        {!showControlInTitle && optionalDataControl && (
          <div className="fenqi-object-cell">{optionalDataControl}</div>
        )}
        {shown.map((element) => (
          <div key={element.name} className="fenqi-object-cell">
            {element.content}
          </div>
        ))}
      </div>
      {canExpand<T, S, F>(schema, uiSchema, formData) && (
        <div className="fenqi-object-add">
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            className="rjsf-object-property-expand"
            disabled={disabled || readonly}
            onClick={onAddProperty}
            uiSchema={uiSchema}
            registry={registry}
          />
        </div>
      )}
    </fieldset>
  );
}
