import type { FieldProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { InfoTable } from '../../../ui/InfoTable';
import { summaryText } from './summary-value';

type SummaryData = Record<string, unknown> | undefined;

/**
 * An object the member only reads (e.g. the guarantor info staff entered, a vehicle loan), shown as a
 * compact table of title and value rather than as disabled inputs. Its properties keep their order
 * (`ui:order`), enum labels and units (`ui:options.unit`); the object's `ui:help` shows below it
 * through the field template, as for any field.
 */
export default function SummaryField({
  schema,
  uiSchema = {},
  formData,
  fieldPathId,
  name,
}: FieldProps<SummaryData>) {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const order = (uiSchema['ui:order'] as string[] | undefined) ?? [];
  const keys = [
    ...order.filter((key) => key in properties),
    ...Object.keys(properties).filter((key) => !order.includes(key)),
  ];
  return (
    <div id={fieldPathId.$id} className="fenqi-summary-field">
      <InfoTable
        title={(uiSchema['ui:title'] as string | undefined) ?? schema.title ?? name}
        items={keys.map((key) => ({
          key,
          label: properties[key].title ?? key,
          children: summaryText(formData?.[key], properties[key], uiSchema[key] as UiSchema | undefined),
        }))}
      />
    </div>
  );
}
