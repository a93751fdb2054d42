import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormView } from './FormView';
import { FenqiConfigProvider } from './locale';

type Login = { memIdNum?: string; passwd?: string };
const EMPTY: Login = {};

/**
 * A page as the flows write them: it stores each change and hands it back as formData, and it
 * changes other props (disabled, the form's name, its buttons) on its own.
 */
function LoginHost({ onSubmit }: { onSubmit: (data: Login) => void }) {
  const [data, setData] = useState<Login>(EMPTY);
  const [disabled, setDisabled] = useState(false);
  const [name, setName] = useState('login');
  return (
    <FenqiConfigProvider>
      <button type="button" onClick={() => setDisabled((d) => !d)}>
        切換停用
      </button>
      <button type="button" onClick={() => setData(EMPTY)}>
        清空
      </button>
      <button type="button" onClick={() => setData({ memIdNum: 'F223456786' })}>
        帶入
      </button>
      <button type="button" onClick={() => setName('newMember')}>
        換表單
      </button>
      <FormView<Login> name={name} formData={data} onChange={setData} onSubmit={onSubmit} disabled={disabled}>
        <button type="submit">送出（已輸入 {Object.keys(data).length} 欄）</button>
      </FormView>
    </FenqiConfigProvider>
  );
}

const input = async (label: string) => (await screen.findByLabelText(label)) as HTMLInputElement;

describe('FormView with a parent that stores the data', () => {
  it('keeps what was typed when the parent changes another prop, and submits it', async () => {
    const onSubmit = jest.fn();
    render(<LoginHost onSubmit={onSubmit} />);
    await userEvent.type(await input('身分證字號'), 'a123456789');
    await userEvent.type(await input('密碼'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '切換停用' }));
    await waitFor(() => expect((screen.getByLabelText('密碼') as HTMLInputElement).disabled).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: '切換停用' }));
    expect((await input('身分證字號')).value).toBe('A123456789');
    expect((await input('密碼')).value).toBe('demo1234');
    await userEvent.click(screen.getByRole('button', { name: /送出/ }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ memIdNum: 'A123456789', passwd: 'demo1234' }),
    );
  });

  it("re-renders the parent's buttons with its latest state", async () => {
    render(<LoginHost onSubmit={jest.fn()} />);
    expect(await screen.findByRole('button', { name: '送出（已輸入 0 欄）' })).toBeTruthy();
    await userEvent.type(await input('密碼'), 'x');
    expect(await screen.findByRole('button', { name: '送出（已輸入 1 欄）' })).toBeTruthy();
  });

  it('empties the form when the parent puts back the data it began with', async () => {
    render(<LoginHost onSubmit={jest.fn()} />);
    await userEvent.type(await input('身分證字號'), 'a123456789');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    await waitFor(async () => expect((await input('身分證字號')).value).toBe(''));
  });

  it('shows data the parent hands in from elsewhere', async () => {
    render(<LoginHost onSubmit={jest.fn()} />);
    await userEvent.type(await input('密碼'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '帶入' }));
    await waitFor(async () => expect((await input('身分證字號')).value).toBe('F223456786'));
    expect((await input('密碼')).value).toBe('');
  });

  it('validates the new form when the page swaps its form', async () => {
    const onSubmit = jest.fn();
    render(<LoginHost onSubmit={onSubmit} />);
    await userEvent.type(await input('身分證字號'), 'a123456789');
    await userEvent.click(screen.getByRole('button', { name: '換表單' }));
    const confirm = await input('確認密碼');
    await userEvent.type(await input('密碼'), 'abc12345');
    await userEvent.type(confirm, 'abc12346');
    await userEvent.click(screen.getByRole('button', { name: /送出/ }));
    expect(await screen.findByText('兩次密碼輸入不同，請重新確認')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
