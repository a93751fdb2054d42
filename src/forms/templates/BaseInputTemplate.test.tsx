import { fireEvent, render, waitFor } from '@testing-library/react';
import Form from '@rjsf/antd';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { Profiler } from 'react';
import { runReactOutsideAct, typeNatively } from '../testing/native-typing';
import { TYPED_VALUE_REST_MS } from '../typed-value';
import BaseInputTemplate from './BaseInputTemplate';

/** A text field in @rjsf/antd's form given `formData`, with React's commits counted. */
function drawCountedField(formData: { field?: string }, onChange = jest.fn()) {
  const commits = { count: 0 };
  const form = (data: { field?: string }) => (
    <Profiler id="form" onRender={() => (commits.count += 1)}>
      <Form
        schema={{ type: 'object', properties: { field: { type: 'string' } } }}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
        formData={data}
        validator={validator}
        templates={{ BaseInputTemplate }}
        onChange={({ formData: next }) => onChange(next)}
      />
    </Profiler>
  );
  const view = render(form(formData));
  const input = view.container.querySelector('#root_field') as HTMLInputElement;
  return { input, commits, onChange, giveFormData: (data: { field?: string }) => view.rerender(form(data)) };
}

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

  it('never changes a typed number outside its bounds on blur (the form, not the input, refuses it)', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <Form
        schema={{
          type: 'object',
          properties: {
            field: { type: 'integer', minimum: 5000 },
          },
        }}
        uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
        validator={validator}
        templates={{ BaseInputTemplate }}
        liveValidate
        onChange={({ formData }) => onChange(formData)}
      />,
    );
    const input = container.querySelector('#root_field') as HTMLInputElement;
    expect(input.min).toBe('');
    fireEvent.change(input, { target: { value: '4000' } });
    fireEvent.blur(input);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ field: 4000 }));
    expect(input.value).toBe('4000');
  });

  it('draws a text field with FieldInput, and a number with antd InputNumber', () => {
    // antd's class is the subject: which antd component draws the field.
    expect(drawField({ type: 'string' }).closest('.ant-input-number')).toBeNull();
    expect(drawField({ type: 'number' }).closest('.ant-input-number')).not.toBeNull();
  });

  describe('typing, run as the browser runs React (outside act)', () => {
    runReactOutsideAct();

    it('renders nothing on a keystroke: the input holds it until the form takes the value', async () => {
      const { input, commits, onChange } = drawCountedField({});
      await new Promise((resolve) => setTimeout(resolve, 20)); // whatever the form does after it is drawn
      const before = commits.count;
      typeNatively(input, '分');
      typeNatively(input, '分期');
      await new Promise((resolve) => setTimeout(resolve, TYPED_VALUE_REST_MS / 3));
      expect(commits.count).toBe(before);
      expect(input.value).toBe('分期');
      expect(onChange).not.toHaveBeenCalled();
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ field: '分期' }));
      expect(commits.count).toBeGreaterThan(before);
      expect(input.value).toBe('分期');
    });

    it('shows a value the form is given, over what was drawn or typed', async () => {
      const { input, onChange, giveFormData } = drawCountedField({ field: '舊公司' });
      expect(input.value).toBe('舊公司');
      giveFormData({ field: '新公司' });
      await waitFor(() => expect(input.value).toBe('新公司'));
      typeNatively(input, '新公司股份有限公司');
      await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ field: '新公司股份有限公司' }));
      giveFormData({ field: '還原的草稿' });
      await waitFor(() => expect(input.value).toBe('還原的草稿'));
      giveFormData({});
      await waitFor(() => expect(input.value).toBe(''));
    });
  });
});
