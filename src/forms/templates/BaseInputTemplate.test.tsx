import { render } from '@testing-library/react';
import Form from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import BaseInputTemplate from './BaseInputTemplate';

/** One field drawn by the template, in @rjsf/antd's form. */
function drawField(schema: RJSFSchema, uiSchema = {}) {
  const { container } = render(
    <Form
      schema={{ type: 'object', properties: { field: schema } }}
      uiSchema={{ field: uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      validator={validator}
      templates={{ BaseInputTemplate }}
    />,
  );
  return container.querySelector('#root_field') as HTMLInputElement;
}

describe("the form's text input (FieldInput under BaseInputTemplate)", () => {
  it('keeps the attributes @rjsf/antd gives a date input: the earliest and latest day of the schema', () => {
    const input = drawField(
      { type: 'string', formatMinimum: '2026-01-01', formatMaximum: '2026-12-31' },
      { 'ui:options': { inputType: 'date' } },
    );
    expect(input.type).toBe('date');
    expect(input.min).toBe('2026-01-01');
    expect(input.max).toBe('2026-12-31');
  });

  it('draws a text field with FieldInput, and a number with antd InputNumber', () => {
    expect(drawField({ type: 'string' }).closest('.ant-input-number')).toBeNull();
    expect(drawField({ type: 'number' }).closest('.ant-input-number')).not.toBeNull();
  });
});
