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
import { cloneElement, useContext, useMemo, type ReactElement } from 'react';
import type { SchemaNode } from '../../validation/json-schema';
import { eitherOrPartnersAt } from '../either-or';

/**
 * An object's properties one under the other, each the form's full width, as antd's
 * ObjectFieldTemplate lays them out (with no `colSpan` in formContext, every Col spans 24), but in
 * plain elements. Every keystroke re-renders the form's root object, and antd's Row and Col, with
 * their style hooks, cost more than the field that changed once there is a Col for each of seventy
 * fields; a div costs nothing, and each field below it is memoised by RJSF. Either half of an
 * either-or pair (either-or.ts) is shown, and announced, as not required on its own.
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
  const eitherOr = useMemo(
    () => eitherOrPartnersAt(registry.rootSchema as unknown as SchemaNode, fieldPathId.path),
    [registry.rootSchema, fieldPathId.path],
  );
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
            {eitherOr.has(element.name)
              ? cloneElement(element.content as ReactElement<{ required?: boolean }>, { required: false })
              : element.content}
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
