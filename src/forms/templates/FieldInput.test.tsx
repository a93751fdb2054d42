import { act, fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { FieldBox } from './FieldBox';
import { FieldInput, type FieldInputProps } from './FieldInput';

const errorLine = (
  <div id="root_a__error" role="alert" className="fenqi-field-error">
    <div>請輸入公司名稱</div>
  </div>
);

/** The HTML of what `node` draws, each element's attributes in one order (React writes them in the props' order). */
function drawn(node: ReactNode): string {
  const { container, unmount } = render(<>{node}</>);
  for (const element of container.querySelectorAll('*')) {
    const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const { name } of attributes) element.removeAttribute(name);
    for (const { name, value } of attributes) element.setAttribute(name, value);
  }
  const html = container.innerHTML;
  unmount();
  return html;
}

interface Case {
  input: Omit<FieldInputProps, 'id' | 'onChange' | 'value' | 'defaultValue'> &
    ({ value: string } | { defaultValue: string });
  error?: boolean;
  hasFeedback?: boolean;
}

const CASES: Record<string, Case> = {
  'a text field': { input: { value: 'Fenqi', name: 'root_a', style: { width: '100%' } } },
  'an empty field with a placeholder and a length': {
    input: { value: '', placeholder: '請輸入', maxLength: 50, required: true, style: { width: '100%' } },
  },
  'a field with an error (status and icon)': { input: { value: 'x' }, error: true },
  'a disabled field': { input: { value: 'Fenqi', disabled: true } },
  'a field that holds what is typed (drawn with its first value)': {
    input: { defaultValue: 'Fenqi', name: 'root_a' },
  },
  'an email field': { input: { value: 'a@b.tw', type: 'email', autoComplete: 'email' } },
  'a field in a box without the feedback icon': { input: { value: 'Fenqi' }, hasFeedback: false },
  'a field in a box without the icon, with an error': {
    input: { value: 'Fenqi' },
    hasFeedback: false,
    error: true,
  },
};

function inBox({ error, hasFeedback = true }: Case, control: ReactElement) {
  return (
    <FieldBox
      htmlFor="root_a"
      label="公司名稱"
      errors={error ? errorLine : undefined}
      hasFeedback={hasFeedback}
    >
      {control}
    </FieldBox>
  );
}

describe('FieldInput', () => {
  it.each(Object.entries(CASES))('draws %s as antd Input does', (_name, props) => {
    const change = () => undefined;
    expect(drawn(inBox(props, <FieldInput id="root_a" onChange={change} {...props.input} />))).toBe(
      drawn(inBox(props, <Input id="root_a" onChange={change} {...props.input} />)),
    );
  });

  it('looks focused while focused, as antd Input does, and hands the focus and the typing on', () => {
    const focus = jest.fn();
    const blur = jest.fn();
    const typed: string[] = [];
    const props: Case = { input: { value: '' } };
    const { container } = render(
      inBox(
        props,
        <FieldInput
          id="root_a"
          value=""
          onFocus={focus}
          onBlur={blur}
          onChange={(e) => typed.push(e.target.value)}
        />,
      ),
    );
    const input = container.querySelector('input') as HTMLInputElement;
    // antd's classes are the subject: FieldInput draws antd Input's frame and its focused look.
    const frame = container.querySelector('.ant-input-affix-wrapper') as HTMLElement;
    act(() => input.focus());
    expect(frame.classList).toContain('ant-input-affix-wrapper-focused');
    expect(focus).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'F' } });
    expect(typed).toEqual(['F']);
    act(() => input.blur());
    expect(frame.classList).not.toContain('ant-input-affix-wrapper-focused');
    expect(blur).toHaveBeenCalledTimes(1);
  });

  it('focuses the input when its frame is clicked (the icon, the padding), as antd Input does', () => {
    render(
      inBox(
        { input: { value: '' }, error: true },
        <FieldInput id="root_a" value="" onChange={() => undefined} />,
      ),
    );
    act(() => fireEvent.click(screen.getByRole('img', { name: 'close-circle' })));
    expect(document.activeElement).toBe(screen.getByLabelText('公司名稱'));
  });
});
