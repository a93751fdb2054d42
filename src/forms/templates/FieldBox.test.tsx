import { act, render } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { FieldBox, type FieldBoxProps } from './FieldBox';

type Case = Omit<FieldBoxProps, 'children'>;

const errorLine = (
  <div id="root_a__error" role="alert" className="fenqi-field-error">
    <div>請輸入身分證字號</div>
  </div>
);
const hint = <div id="root_a__help">建議勿使用 Yahoo 免費信箱</div>;
const control = <input id="root_a" className="ant-input" />;

/** The field as antd's Form.Item drew it, with the props FieldTemplate gave it before FieldBox. */
function formItem(
  { htmlFor, label, required, errors, extra, hasFeedback, vertical }: Case,
  children: ReactNode,
) {
  // An address's parts were vertical items without column spans (AddressField's PartItem).
  const columns = vertical
    ? { layout: 'vertical' as const }
    : { labelCol: { span: 24 }, wrapperCol: { span: 24 } };
  return (
    <Form.Item
      {...columns}
      hasFeedback={hasFeedback}
      help={errors}
      extra={extra}
      htmlFor={htmlFor}
      label={label}
      required={required}
      validateStatus={errors ? 'error' : undefined}
    >
      {children}
    </Form.Item>
  );
}

async function drawn(node: ReactNode): Promise<string> {
  const { container, unmount } = render(<>{node}</>);
  // The message line's motion and the measured margin settle in timers and layout effects.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const html = container.innerHTML;
  unmount();
  return html;
}

const CASES: Record<string, Case> = {
  'a required field with a label': {
    htmlFor: 'root_a',
    label: '身分證字號',
    required: true,
    hasFeedback: true,
  },
  'an optional field whose label ends in a colon': {
    htmlFor: 'root_a',
    label: '備註：',
    required: false,
    hasFeedback: true,
  },
  'a field with a help text': {
    htmlFor: 'root_a',
    label: '電子信箱',
    required: true,
    extra: hint,
    hasFeedback: true,
  },
  'a field with an error': {
    htmlFor: 'root_a',
    label: '身分證字號',
    required: true,
    errors: errorLine,
    hasFeedback: true,
  },
  'a field with an error and a help text': {
    htmlFor: 'root_a',
    label: '電子信箱',
    required: true,
    errors: errorLine,
    extra: hint,
    hasFeedback: true,
  },
  'a group with an error (no feedback icon)': {
    htmlFor: 'root_a',
    label: '地址',
    errors: errorLine,
    hasFeedback: false,
  },
  'an address part (a vertical item)': {
    htmlFor: 'root_a',
    label: '縣市',
    required: true,
    hasFeedback: false,
    vertical: true,
  },
  'an address part with an error': {
    htmlFor: 'root_a',
    label: '縣市',
    required: true,
    errors: errorLine,
    hasFeedback: false,
    vertical: true,
  },
  'a widget that prints its own label': {
    htmlFor: 'root_a',
    label: false,
    required: true,
    hasFeedback: true,
  },
};

describe('FieldBox', () => {
  it.each(Object.entries(CASES))('draws %s as antd Form.Item did', async (_name, props) => {
    expect(await drawn(<FieldBox {...props}>{control}</FieldBox>)).toBe(
      await drawn(formItem(props, control)),
    );
  });

  it('measures the item as its message opens, not again on each render while it shows', () => {
    const measured = jest.spyOn(window, 'getComputedStyle');
    try {
      const box = (typed: string) => (
        <FieldBox htmlFor="root_a" label="電子信箱" errors={errorLine} extra={<div>{typed}</div>} hasFeedback>
          <input id="root_a" defaultValue={typed} />
        </FieldBox>
      );
      const { rerender } = render(box('a'));
      const onOpening = measured.mock.calls.length;
      expect(onOpening).toBeGreaterThan(0);
      rerender(box('ab'));
      rerender(box('abc'));
      expect(measured.mock.calls.length).toBe(onOpening);
    } finally {
      measured.mockRestore();
    }
  });

  it('gives an input inside the error status and icon antd inputs read from a form item', async () => {
    const { Input } = await import('antd');
    const { container } = render(
      <FieldBox htmlFor="root_a" label="身分證字號" errors={errorLine} hasFeedback>
        <Input id="root_a" />
      </FieldBox>,
    );
    // antd's classes are the subject: the status and icon are what antd's input draws from the box.
    expect(container.querySelector('.ant-input-status-error')).not.toBeNull();
    expect(container.querySelector('.ant-form-item-feedback-icon-error')).not.toBeNull();
  });

  it("registers the form item's and row's styles, not antd's grid of every span (forms.css has the two rules)", async () => {
    const { StyleProvider, createCache, extractStyle } = await import('@ant-design/cssinjs');
    const cache = createCache();
    render(
      <StyleProvider cache={cache}>
        <FieldBox htmlFor="root_a" label="身分證字號" hasFeedback>
          {control}
        </FieldBox>
      </StyleProvider>,
    );
    const css = extractStyle(cache, { plain: true });
    // antd's class names are the subject: which of antd's style rules the box registers.
    expect(css).toContain('.ant-form-item');
    expect(css).toContain('.ant-row');
    expect(css).not.toContain('.ant-col-23');
  });
});
