import Form from '@rjsf/antd';
import { ErrorSchemaBuilder, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen } from '@testing-library/react';
import { fenqiTemplates } from '../registry';
import { FieldBox } from './FieldBox';

// Every field's box goes through this spy (it draws the real one).
jest.mock('./FieldBox', () => {
  const actual = jest.requireActual<typeof import('./FieldBox')>('./FieldBox');
  return { ...actual, FieldBox: jest.fn(actual.FieldBox) };
});
const boxes = jest.mocked(FieldBox);

const schema: RJSFSchema = {
  type: 'object',
  properties: { email: { type: 'string', title: '電子信箱' } },
};
const uiSchema: UiSchema = { email: { 'ui:help': '建議勿使用 Yahoo 免費信箱' } };

function renderEmail(errors: string[]) {
  return render(
    <Form
      schema={schema}
      uiSchema={uiSchema}
      validator={validator}
      templates={fenqiTemplates}
      formData={{ email: 'a@b' }}
      showErrorList={false}
      extraErrors={
        errors.length ? new ErrorSchemaBuilder().addErrors(errors, 'email').ErrorSchema : undefined
      }
    />,
  );
}

describe('FieldTemplate', () => {
  it('shows the error of a field that has a help text, and keeps the help text below it', () => {
    renderEmail(['請輸入正確的電子信箱']);
    expect(screen.getByRole('alert').textContent).toBe('請輸入正確的電子信箱');
    expect(screen.getByText('建議勿使用 Yahoo 免費信箱')).toBeTruthy();
    // antd's class is the subject: the template's box (FieldBox) draws the field red by it.
    expect(document.querySelector('.ant-form-item-has-error')).not.toBeNull();
  });

  it('shows only the help text while the field is valid', () => {
    renderEmail([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('建議勿使用 Yahoo 免費信箱')).toBeTruthy();
    // antd's class is the subject: the template's box (FieldBox) draws the field red by it.
    expect(document.querySelector('.ant-form-item-has-error')).toBeNull();
  });
});

describe('FieldTemplate of the form root', () => {
  const fields: RJSFSchema = {
    type: 'object',
    properties: Object.fromEntries(['a', 'b', 'c', 'd'].map((key) => [key, { type: 'string', title: key }])),
  };

  it('keeps the other fields from re-rendering when the form takes a typed value', () => {
    render(<Form schema={fields} validator={validator} templates={fenqiTemplates} />);
    const typedInto = screen.getByLabelText('b');
    boxes.mockClear();
    fireEvent.change(typedInto, { target: { value: 'x' } });
    fireEvent.blur(typedInto);
    const rendered = new Set(boxes.mock.calls.map(([props]) => props.htmlFor));
    expect(rendered).toEqual(new Set(['root_b']));
  });

  it('is a plain box, not a form item, and shows an error of the whole form', () => {
    const { container } = render(
      <Form
        schema={fields}
        validator={validator}
        templates={fenqiTemplates}
        showErrorList={false}
        extraErrors={new ErrorSchemaBuilder().addErrors(['請至少填寫一欄']).ErrorSchema}
      />,
    );
    const root = container.querySelector('.fenqi-form-root');
    expect(root?.querySelector('#root_a')).not.toBeNull();
    expect(root?.closest('.ant-form-item')).toBeNull(); // antd's class is the subject: no form item
    expect(boxes.mock.calls.map(([props]) => props.htmlFor)).not.toContain('root');
    expect(root?.textContent).toContain('請至少填寫一欄');
  });
});
