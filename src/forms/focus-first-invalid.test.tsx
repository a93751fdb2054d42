import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownOptions } from '../../tests/support/choose-option';
import { errorOf, errorTextOf } from '../../tests/support/field-error';
import general from '../../fixtures/memberInfo/accept-general.json';
import type { FenqiFormContext } from './form-context';
import { FormView } from './FormView';
import { focusFirstInvalid } from './focus-first-invalid';
import { FenqiConfigProvider } from './locale';

/** The relation lists the contacts' selects load (the form's lookups), without a server. */
const CONTEXT: FenqiFormContext = {
  lookups: {
    contactRelations: async () => [{ value: 2, label: '兄弟姊妹' }],
    schools: async () => [],
    departments: async () => [],
  },
};

function renderMemberInfo(data: Record<string, unknown>) {
  const onSubmit = jest.fn();
  render(
    <FenqiConfigProvider>
      <FormView name="memberInfo" formData={data} formContext={CONTEXT} onSubmit={onSubmit} />
    </FenqiConfigProvider>,
  );
  return onSubmit;
}

// A refused save focuses the first invalid field in the order shown, for every form.
jest.setTimeout(60_000);

describe('a refused submit', () => {
  it('focuses 戶籍縣市, the first invalid field shown, not 身分類別 below it that ajv reports first', async () => {
    const { memClass: _class, ...rest } = general.data;
    const onSubmit = renderMemberInfo({ ...rest, householdAddress: {} });
    await userEvent.click(await screen.findByRole('button', { name: '儲存' }, { timeout: 15_000 }));
    const city = screen.getByLabelText(/^戶籍縣市/);
    await waitFor(() => expect(document.activeElement).toBe(city));
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(city)?.getAttribute('role')).toBe('alert');
    expect(errorTextOf(city)).toBe('請選擇戶籍縣市');
    const memClass = screen.getByLabelText(/^身分類別/);
    expect(errorOf(memClass)?.getAttribute('role')).toBe('alert');
    expect(errorTextOf(memClass)).toBe('身分類別 未選擇');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses a later field when only it is invalid (第二聯絡人手機)', async () => {
    const { secondContact } = general.data;
    renderMemberInfo({ ...general.data, secondContact: { ...secondContact, cellPhone: '12345' } });
    await userEvent.click(await screen.findByRole('button', { name: '儲存' }, { timeout: 15_000 }));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_secondContact_cellPhone'));
  });
});

// 「請選擇身分類別」 is a placeholder, not a choice.
it('offers no placeholder option in an enum select, only the choices', async () => {
  const { memClass: _class, ...rest } = general.data;
  renderMemberInfo(rest);
  const memClass = await screen.findByLabelText(/^身分類別/, undefined, { timeout: 15_000 });
  expect(screen.getByText('請選擇身分類別')).toBeTruthy();
  await userEvent.click(memClass);
  await waitFor(() => expect(shownOptions(memClass)).toContain('一般'));
  expect(shownOptions(memClass)).toEqual(['一般', '學生', '職業軍人', '警消', '醫護', '其他無固定薪資']);
});

describe('focusFirstInvalid', () => {
  it('passes over a control that does not take the focus (an upload’s undrawn file input) to its tile', () => {
    // antd's has-error class is the subject: focusFirstInvalid finds the invalid items by it.
    document.body.innerHTML = `
      <form>
        <div class="ant-form-item ant-form-item-has-error">
          <input type="file" id="file" /><span role="button" tabindex="0" id="tile">上傳</span>
        </div>
      </form>`;
    // Chromium refuses the focus to a file input antd hides with display: none; jsdom draws nothing.
    const file = document.getElementById('file') as HTMLInputElement;
    file.focus = () => undefined;
    expect(focusFirstInvalid(document.body)).toBe(true);
    expect(document.activeElement?.id).toBe('tile');
  });
});
