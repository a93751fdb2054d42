import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { chooseOption, openOptions } from '../../../../tests/support/choose-option';
import { renderRjsf, type RenderRjsfOptions } from '../../../../tests/support/render-rjsf';
import ContactTimeField from '.';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    contactTime: {
      type: 'object',
      title: '方便聯絡時間',
      required: ['period', 'slot'],
      properties: {
        period: { type: 'string', enum: ['morning', 'afternoon', 'other'] },
        slot: { type: 'string', maxLength: 15 },
      },
    },
  },
};
const uiSchema: UiSchema = { contactTime: { 'ui:field': 'contactTime' } };

type Data = Record<string, unknown>;

function renderForm(formData: Data = {}, extra: Partial<RenderRjsfOptions<Data>> = {}) {
  return renderRjsf({ schema, uiSchema, formData, fields: { contactTime: ContactTimeField }, ...extra });
}

describe('ContactTimeField', () => {
  it('emits the period and the chosen slot, shown as clock times', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm();
    await user.click(screen.getByText('下午'));
    expect(lastData()).toEqual({ contactTime: { period: 'afternoon' } });
    const shown = await openOptions(user, '方便聯絡時間 時段');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    expect(shown).not.toContain('10:00–11:00');
    await chooseOption(user, '方便聯絡時間 時段', '15:00–17:00');
    expect(lastData()).toEqual({ contactTime: { period: 'afternoon', slot: '15-17' } });
  });

  it('reports leaving the field only when focus leaves both the period and the slot', async () => {
    const user = userEvent.setup();
    const onBlur = jest.fn();
    renderForm({}, { onBlur });
    await user.click(screen.getByText('下午'));
    await user.click(screen.getByRole('combobox', { name: '方便聯絡時間 時段' }));
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(document.body);
    expect(onBlur).toHaveBeenCalledWith('root_contactTime', { period: 'afternoon' });
  });

  it('clears the slot when the period changes', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm({ contactTime: { period: 'morning', slot: '10-11' } });
    expect(screen.getByTitle('10:00–11:00')).toBeTruthy();
    await user.click(screen.getByText('下午'));
    expect(lastData()).toEqual({ contactTime: { period: 'afternoon' } });
  });

  it('takes free text of at most 15 characters for 其他', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm();
    await user.click(screen.getByText('其他'));
    const text = screen.getByPlaceholderText<HTMLInputElement>('請輸入方便聯絡的時間');
    await user.type(text, '週末下午兩點以後都可以，但請先傳簡訊');
    expect(text.value).toHaveLength(15);
    expect(lastData()).toEqual({ contactTime: { period: 'other', slot: '週末下午兩點以後都可以，但請先' } });
  });

  it('shows the slot’s errors under the slot select', async () => {
    const user = userEvent.setup();
    renderForm(
      { contactTime: { period: 'morning' } },
      {
        transformErrors: (errors) => errors.map((error) => ({ ...error, message: `${error.property} 必填` })),
        showErrorList: false,
        onError: () => undefined,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const slotError = await screen.findByText('.contactTime.slot 必填');
    // Which antd form item holds the message is the subject: the field draws period and slot as two.
    const slotItem = slotError.closest<HTMLElement>('.ant-form-item');
    expect(within(slotItem!).queryByRole('combobox', { name: '方便聯絡時間 時段' })).toBeTruthy();
  });

  it('shows the slot’s errors under the period while no period is chosen', async () => {
    const user = userEvent.setup();
    renderForm(
      { contactTime: {} },
      {
        transformErrors: (errors) => errors.map((error) => ({ ...error, message: `${error.property} 必填` })),
        showErrorList: false,
        onError: () => undefined,
      },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const periodError = await screen.findByText('.contactTime.period 必填');
    expect(screen.getByText('.contactTime.slot 必填')).toBeTruthy();
    // Which antd form item holds the message is the subject: the field draws period and slot as two.
    const periodItem = periodError.closest<HTMLElement>('.ant-form-item');
    expect(within(periodItem!).queryByRole('radiogroup', { name: '方便聯絡時間' })).toBeTruthy();
  });
});
