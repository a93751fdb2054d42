/**
 * Stack floor, layer 5: layer 4 with the form drawn by antd as the least a login page shows —
 * ConfigProvider, Input, Input.Password and a Button as RJSF's text widget and submit button.
 */
import Form from '@rjsf/core';
import type { SubmitButtonProps, WidgetProps } from '@rjsf/utils';
import { Button, ConfigProvider, Input } from 'antd';
import { LOGIN_SCHEMA } from './login-schema';
import { mountApp } from './mount-app';
import { noValidation } from './no-validation';
function TextWidget({ id, value, onChange }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  return id.endsWith('pwd') ? (
    <Input.Password id={id} value={text} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <Input id={id} value={text} onChange={(e) => onChange(e.target.value)} />
  );
}

function SubmitButton(_props: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit">
      登入
    </Button>
  );
}

mountApp(() => (
  <ConfigProvider>
    <Form
      schema={LOGIN_SCHEMA}
      validator={noValidation}
      widgets={{ TextWidget }}
      templates={{ ButtonTemplates: { SubmitButton } }}
    />
  </ConfigProvider>
));
