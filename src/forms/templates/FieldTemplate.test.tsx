import Form from '@rjsf/antd';
import { ErrorSchemaBuilder, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen } from '@testing-library/react';
import { fenqiTemplates } from '../registry';

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
    expect(document.querySelector('.ant-form-item-has-error')).not.toBeNull();
  });

  it('shows only the help text while the field is valid', () => {
    renderEmail([]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('建議勿使用 Yahoo 免費信箱')).toBeTruthy();
    expect(document.querySelector('.ant-form-item-has-error')).toBeNull();
  });
});
