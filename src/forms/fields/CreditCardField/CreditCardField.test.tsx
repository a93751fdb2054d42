import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/antd';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { chooseOption } from '../../../../tests/support/choose-option';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import type { FenqiFormContext, LookupOption } from '../../form-context';
import CreditCardField from '.';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    creditCard: {
      type: 'object',
      properties: {
        creditCardTag: { type: 'boolean', title: '我有信用卡' },
        creditCardBankCode: { type: 'string', title: '發卡銀行' },
        creditCardNo: { type: 'string', title: '信用卡卡號' },
      },
    },
  },
};
const BANKS: LookupOption[] = [
  { value: '004', label: '004 臺灣銀行' },
  { value: 812, label: '812 台新銀行' },
];

function renderForm(
  formData: Record<string, unknown> = {},
  formContext: FenqiFormContext = {},
  uiSchema: UiSchema = { creditCard: { 'ui:field': 'creditCard' } },
) {
  return renderRjsf({ schema, uiSchema, formData, formContext, fields: { creditCard: CreditCardField } });
}

describe('CreditCardField', () => {
  it('reveals bank and number when the tag is set and emits the grouped number', async () => {
    const user = userEvent.setup();
    const banks = jest.fn(async () => BANKS);
    const { lastData } = renderForm({}, { lookups: { banks } });
    expect(screen.queryByLabelText('信用卡卡號')).toBeNull();
    expect(banks).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('我有信用卡'));
    expect(lastData()).toEqual({ creditCard: { creditCardTag: true } });
    expect(banks).toHaveBeenCalledTimes(1);

    await chooseOption(user, '發卡銀行', '812 台新銀行');
    expect(lastData()).toEqual({ creditCard: { creditCardTag: true, creditCardBankCode: '812' } });

    const number = screen.getByLabelText<HTMLInputElement>('信用卡卡號');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    await user.type(number, '431195');
    expect(number.value).toBe('4311-95');
    await user.paste('11 1234 5678');
    expect(number.value).toBe('4311-9511-1234-5678');
    expect(lastData()).toEqual({
      creditCard: { creditCardTag: true, creditCardBankCode: '812', creditCardNo: '4311-9511-1234-5678' },
    });
  });

  it('drops bank and number when the tag is turned off', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm(
      { creditCard: { creditCardTag: true, creditCardBankCode: '004', creditCardNo: '4311-9511-1234-5678' } },
      { lookups: { banks: async () => BANKS } },
    );
    expect(await screen.findByTitle('004 臺灣銀行')).toBeTruthy();
    await user.click(screen.getByLabelText('我有信用卡'));
    expect(lastData()).toEqual({ creditCard: { creditCardTag: false } });
    expect(screen.queryByLabelText('信用卡卡號')).toBeNull();
  });

  it('loads the lookup named in ui:options on mount and shows 載入中 meanwhile', async () => {
    let resolve: (options: LookupOption[]) => void = () => undefined;
    const cardBanks = jest.fn(() => new Promise<LookupOption[]>((done) => (resolve = done)));
    renderForm(
      { creditCard: { creditCardTag: true } },
      { lookups: { cardBanks } },
      {
        creditCard: { 'ui:field': 'creditCard', 'ui:options': { bankLookup: 'cardBanks' } },
      },
    );
    expect(cardBanks).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('載入中')).toBeTruthy();
    resolve(BANKS);
    expect(await screen.findByText('請選擇發卡銀行')).toBeTruthy();
  });

  it('says so when the bank list fails and retries when the select is opened', async () => {
    const user = userEvent.setup();
    const banks = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(BANKS);
    renderForm({ creditCard: { creditCardTag: true } }, { lookups: { banks } });
    expect(await screen.findByText('銀行清單載入失敗，點此重試')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: '發卡銀行' }));
    expect(banks).toHaveBeenCalledTimes(2);
    expect(await screen.findByTitle('004 臺灣銀行')).toBeTruthy();
  });

  it('loads once even when the flow rebuilds its lookups on every change', async () => {
    const user = userEvent.setup();
    const fetchBanks = jest.fn(async () => BANKS);
    function Harness() {
      const [formData, setFormData] = useState<unknown>({ creditCard: { creditCardTag: true } });
      return (
        <Form
          schema={schema}
          uiSchema={{ creditCard: { 'ui:field': 'creditCard' } }}
          formData={formData}
          formContext={{ formData, lookups: { banks: () => fetchBanks() } }}
          validator={validator}
          fields={{ creditCard: CreditCardField }}
          onChange={({ formData: next }) => setFormData(next)}
        />
      );
    }
    render(<Harness />);
    await user.type(screen.getByLabelText('信用卡卡號'), '4311');
    expect(screen.getByLabelText<HTMLInputElement>('信用卡卡號').value).toBe('4311');
    expect(fetchBanks).toHaveBeenCalledTimes(1);
  });

  it('falls back to a text input for the bank code without a loader', async () => {
    const user = userEvent.setup();
    const { lastData } = renderForm({ creditCard: { creditCardTag: true } });
    await user.type(screen.getByLabelText('發卡銀行'), '822');
    expect(lastData()).toEqual({ creditCard: { creditCardTag: true, creditCardBankCode: '822' } });
  });
});
