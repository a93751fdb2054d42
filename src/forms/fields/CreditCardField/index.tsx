import type { FieldProps, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { Checkbox, Form, Input, Select } from 'antd';
import { matchesSearch } from '../../../validation/data/search-text';
import type { FenqiFormContext } from '../../form-context';
import { formatCardNumber } from './card-number';
import { useLookupList } from './use-lookup-list';

/** Credit-card block of the application; bank and number exist only while the tag is set (spec §3). */
export interface CreditCardValue {
  creditCardTag?: boolean;
  creditCardBankCode?: string;
  creditCardNo?: string;
}

const errorHelp = (errors: string[] = []) =>
  errors.length ? { validateStatus: 'error' as const, help: errors.map((e) => <div key={e}>{e}</div>) } : {};

/** 「我有信用卡」 checkbox that reveals the issuing bank (from `formContext.lookups`) and the card number. */
export default function CreditCardField<S extends StrictRJSFSchema = RJSFSchema>(
  props: FieldProps<CreditCardValue, S, FenqiFormContext>,
) {
  const { formData, fieldPathId, schema, uiSchema, disabled, readonly, errorSchema, registry } = props;
  const { onChange, onBlur, onFocus } = props;
  const options = getUiOptions<CreditCardValue, S, FenqiFormContext>(uiSchema, registry.globalUiOptions);
  const lookupName = typeof options.bankLookup === 'string' ? options.bankLookup : 'banks';
  const loader = registry.formContext.lookups?.[lookupName];
  const tag = formData?.creditCardTag === true;
  const { list: banks, retry } = useLookupList(lookupName, loader, tag);
  const id = fieldPathId.$id;
  const common = {
    disabled: disabled || readonly,
    onBlur: () => onBlur(id, formData),
    onFocus: () => onFocus(id, formData),
  };
  const titleOf = (key: keyof CreditCardValue, fallback: string) => {
    const property = schema.properties?.[key];
    return typeof property === 'object' && typeof property.title === 'string' ? property.title : fallback;
  };
  const emit = (next: CreditCardValue) => onChange(next, fieldPathId.path);
  const set = (key: 'creditCardBankCode' | 'creditCardNo', text: string | undefined) =>
    emit({ ...formData, creditCardTag: true, [key]: text || undefined });
  const loading = banks.status === 'loading';
  const failed = banks.status === 'error';

  return (
    <>
      <Form.Item style={tag ? undefined : { marginBottom: 0 }}>
        {/* Turning the tag off drops bank and number: the server must not receive them then. */}
        <Checkbox
          {...common}
          id={id}
          checked={tag}
          onChange={({ target }) => emit({ creditCardTag: target.checked })}
        >
          {titleOf('creditCardTag', '我有信用卡')}
        </Checkbox>
      </Form.Item>
      {tag && (
        <>
          <Form.Item
            layout="vertical"
            label={titleOf('creditCardBankCode', '發卡銀行')}
            htmlFor={`${id}_bank`}
            {...errorHelp(errorSchema?.creditCardBankCode?.__errors)}
          >
            {loader ? (
              <Select<string>
                id={`${id}_bank`}
                {...common}
                showSearch={{
                  filterOption: (input, option) => matchesSearch(String(option?.label ?? ''), input),
                }}
                loading={loading}
                placeholder={loading ? '載入中' : failed ? '銀行清單載入失敗，點此重試' : '請選擇發卡銀行'}
                notFoundContent={loading ? '載入中' : '查無銀行'}
                status={failed ? 'error' : undefined}
                onOpenChange={(open) => open && failed && retry()}
                value={formData?.creditCardBankCode}
                onChange={(code) => set('creditCardBankCode', code)}
                options={banks.options.map((o) => ({ value: String(o.value), label: o.label }))}
              />
            ) : (
              <Input
                id={`${id}_bank`}
                {...common}
                inputMode="numeric"
                placeholder="請輸入銀行代碼"
                value={formData?.creditCardBankCode ?? ''}
                onChange={({ target }) => set('creditCardBankCode', target.value.trim())}
              />
            )}
          </Form.Item>
          <Form.Item
            layout="vertical"
            label={titleOf('creditCardNo', '信用卡卡號')}
            htmlFor={`${id}_no`}
            style={{ marginBottom: 0 }}
            {...errorHelp(errorSchema?.creditCardNo?.__errors)}
          >
            <Input
              id={`${id}_no`}
              {...common}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              placeholder="0000-0000-0000-0000"
              value={formData?.creditCardNo ?? ''}
              onChange={({ target }) => set('creditCardNo', formatCardNumber(target.value))}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
