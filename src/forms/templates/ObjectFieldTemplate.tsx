import {
  buttonId,
  canExpand,
  getTemplate,
  getUiOptions,
  titleId,
  type FormContextType,
  type ObjectFieldTemplatePropertyType,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';
import { ConfigProvider } from 'antd';
import { useContext } from 'react';

/** How wide a property's cell is, in antd's 24 columns: as antd's own template decides it. */
function cellSpan(element: ObjectFieldTemplatePropertyType, propertyCount: number): 12 | 24 {
  const { schema, uiSchema } = element.content.props as { schema: RJSFSchema; uiSchema?: unknown };
  const widget = getUiOptions(uiSchema as never).widget;
  const whole =
    propertyCount < 2 || schema.type === 'object' || schema.type === 'array' || widget === 'textarea';
  return whole ? 24 : 12;
}

/**
 * An object's properties in a grid of plain elements, laid out as antd's ObjectFieldTemplate lays
 * them out with Row and Col (forms.css). Every keystroke re-renders the form's root object, and
 * antd's Col, with its style hooks, cost more than the field that changed once there is one for
 * each of seventy fields; a div costs nothing, and each field below it is memoised by RJSF.
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
          <div className={`fenqi-object-cell fenqi-object-cell-24 ${getPrefixCls('form')}-item-label`}>
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
          <div className="fenqi-object-cell fenqi-object-cell-24">{optionalDataControl}</div>
        )}
        {shown.map((element) => (
          <div
            key={element.name}
            className={`fenqi-object-cell fenqi-object-cell-${cellSpan(element, properties.length)}`}
          >
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
