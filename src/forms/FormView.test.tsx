import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findErrorOf } from '../../tests/support/field-error';
import { FormView } from './FormView';
import { FenqiConfigProvider } from './locale';

function renderForm(ui: React.ReactElement) {
  return render(<FenqiConfigProvider>{ui}</FenqiConfigProvider>);
}

async function fieldInput(label: string): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(label)) as HTMLInputElement;
}

describe('FormView', () => {
  it('uppercases a national ID as it is typed', async () => {
    const onChange = jest.fn();
    renderForm(<FormView name="login" onChange={onChange} />);
    const id = await fieldInput('身分證字號');
    await userEvent.type(id, 'a123456789');
    expect(id.value).toBe('A123456789');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ memIdNum: 'A123456789' })),
    );
  });

  it('shows 身份證字號錯誤 under the ID field for a bad checksum', async () => {
    renderForm(<FormView name="login" />);
    const id = await fieldInput('身分證字號');
    await userEvent.type(id, 'A123456788');
    await userEvent.tab();
    expect(await findErrorOf(id, '身份證字號錯誤')).toBeTruthy();
    // The password field was never visited, so it is not flagged yet.
    expect(screen.queryByText('請輸入密碼')).toBeNull();
  });

  it('clears 請輸入密碼 as soon as the password is typed, before the field is left', async () => {
    renderForm(<FormView name="login" />);
    const password = await fieldInput('密碼');
    await userEvent.click(password);
    await userEvent.tab();
    expect(await screen.findByText('請輸入密碼')).toBeTruthy();
    await userEvent.type(password, 'demo1234');
    expect(document.activeElement).toBe(password);
    await waitFor(() => expect(screen.queryByText('請輸入密碼')).toBeNull());
    // The ID field was never visited, so it is still not flagged.
    expect(screen.queryByText('請輸入身分證字號')).toBeNull();
  });

  it('shows each field prompt when an empty login is submitted, and does not submit', async () => {
    const onSubmit = jest.fn();
    const onError = jest.fn();
    renderForm(<FormView name="login" onSubmit={onSubmit} onError={onError} />);
    await userEvent.click(await screen.findByRole('button', { name: '登入' }));
    expect(await screen.findByText('請輸入身分證字號')).toBeTruthy();
    expect(screen.getByText('請輸入密碼')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ property: 'memIdNum' })]),
    );
  });

  it('submits a valid login', async () => {
    const onSubmit = jest.fn();
    renderForm(<FormView name="login" onSubmit={onSubmit} />);
    await userEvent.type(await fieldInput('身分證字號'), 'a123456789');
    await userEvent.type(await fieldInput('密碼'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ memIdNum: 'A123456789', passwd: 'demo1234' }),
    );
  });

  it('shows 兩次密碼輸入不同，請重新確認 under the confirm field on a mismatch', async () => {
    renderForm(<FormView name="newMember" />);
    await userEvent.type(await fieldInput('密碼'), 'abc12345');
    const confirm = await fieldInput('確認密碼');
    await userEvent.type(confirm, 'abc12346');
    await userEvent.tab();
    expect(await findErrorOf(confirm, '兩次密碼輸入不同，請重新確認')).toBeTruthy();
  });

  it('shows a server 422 message under the field it names', async () => {
    renderForm(<FormView name="login" serverErrors={[{ path: '/passwd', message: '帳號或密碼錯誤' }]} />);
    const password = await fieldInput('密碼');
    expect(await findErrorOf(password, '帳號或密碼錯誤')).toBeTruthy();
  });

  it('explains a form that does not exist instead of rendering nothing', async () => {
    renderForm(<FormView name="noSuchForm" />);
    expect(await screen.findByText('表單載入失敗，請重新整理頁面')).toBeTruthy();
  });
});
