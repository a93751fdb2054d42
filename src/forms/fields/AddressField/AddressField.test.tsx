import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSchemaBuilder, type ErrorSchema, type RJSFSchema } from '@rjsf/utils';
import { chooseOption, openOptions } from '../../../../tests/support/choose-option';
import { errorTextOf } from '../../../../tests/support/field-error';
import { renderRjsf } from '../../../../tests/support/render-rjsf';
import AddressField, { type AddressValue } from '.';

const schema: RJSFSchema = {
  type: 'object',
  required: ['city', 'district', 'address'],
  properties: {
    city: { type: 'string', title: '戶籍縣市' },
    district: { type: 'string' },
    postalCode: { type: 'integer' },
    address: { type: 'string', maxLength: 40 },
  },
};

function renderField(extra: { formData?: AddressValue; readonly?: boolean; extraErrors?: ErrorSchema } = {}) {
  return renderRjsf({
    schema,
    uiSchema: { 'ui:field': 'address' },
    fields: { address: AddressField },
    ...extra,
  });
}

const choose = (label: string, option: string) => chooseOption(userEvent.setup(), label, option);

describe('AddressField', () => {
  it('fills the postal code from city and district', async () => {
    const { lastData } = renderField();
    await choose('戶籍縣市', '新北市');
    await waitFor(() => expect(lastData()).toEqual({ city: '新北市' }));
    await choose('鄉鎮市區', '板橋區');
    await waitFor(() => expect(lastData()).toEqual({ city: '新北市', district: '板橋區', postalCode: 220 }));
    expect((screen.getByLabelText('郵遞區號') as HTMLInputElement).value).toBe('220');

    await userEvent.type(screen.getByLabelText('地址'), '文化路一段1號');
    await waitFor(() =>
      expect(lastData()).toEqual({
        city: '新北市',
        district: '板橋區',
        postalCode: 220,
        address: '文化路一段1號',
      }),
    );
    expect((screen.getByLabelText('地址') as HTMLInputElement).maxLength).toBe(40);
  });

  it('offers only the districts of the chosen city', async () => {
    renderField({ formData: { city: '連江縣' } });
    expect(await openOptions(userEvent.setup(), '鄉鎮市區')).toEqual([
      '南竿鄉',
      '北竿鄉',
      '莒光鄉',
      '東引鄉',
    ]);
  });

  it('clears district and postal code when the city changes, keeping the address line', async () => {
    const { lastData } = renderField({
      formData: { city: '新北市', district: '板橋區', postalCode: 220, address: '文化路一段1號' },
    });
    await choose('戶籍縣市', '臺北市');
    await waitFor(() => expect(lastData()).toEqual({ city: '臺北市', address: '文化路一段1號' }));
    expect((screen.getByLabelText('郵遞區號') as HTMLInputElement).value).toBe('');
  });

  it('locks every control when readonly', () => {
    renderField({ readonly: true, formData: { city: '臺北市', district: '信義區', postalCode: 110 } });
    for (const label of ['戶籍縣市', '鄉鎮市區', '郵遞區號', '地址']) {
      expect({ label, disabled: (screen.getByLabelText(label) as HTMLInputElement).disabled }).toEqual({
        label,
        disabled: true,
      });
    }
  });

  it('shows a sub-property error under its own control', () => {
    renderField({
      extraErrors: new ErrorSchemaBuilder().addErrors('鄉鎮市區與縣市不符', 'district').ErrorSchema,
    });
    expect(errorTextOf(screen.getByLabelText('鄉鎮市區'))).toBe('鄉鎮市區與縣市不符');
    expect(errorTextOf(screen.getByLabelText('戶籍縣市'))).not.toContain('鄉鎮市區與縣市不符');
    // The red box is the subject here: the app's FieldBox draws each part as antd's form item.
    const itemOf = (label: string) => screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
    expect(itemOf('鄉鎮市區').className).toContain('ant-form-item-has-error');
    expect(itemOf('戶籍縣市').className).not.toContain('ant-form-item-has-error');
  });
});
