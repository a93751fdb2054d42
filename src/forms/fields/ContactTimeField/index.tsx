import type { FieldProps, FormContextType, RJSFSchema, StrictRJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { Form, Input, Radio, Select } from 'antd';
import { useRef, type FocusEvent } from 'react';
import { CONTACT_TIME_SLOTS, slotLabel, type ContactPeriod, type ContactTime } from './contact-time';

const PERIOD_OPTIONS: { value: ContactPeriod; label: string }[] = [
  { value: 'morning', label: '上午' },
  { value: 'afternoon', label: '下午' },
  { value: 'other', label: '其他' },
];

const errorHelp = (errors: string[]) =>
  errors.length ? { validateStatus: 'error' as const, help: errors.map((e) => <div key={e}>{e}</div>) } : {};

/** Contact time (聯絡時間): a period radio, then a slot select, or free text for 其他. */
export default function ContactTimeField<
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: FieldProps<ContactTime, S, F>) {
  const { formData, fieldPathId, schema, uiSchema, name, required, disabled, readonly } = props;
  const { onChange, onBlur, onFocus, errorSchema, registry } = props;
  const options = getUiOptions<ContactTime, S, F>(uiSchema, registry.globalUiOptions);
  const title = options.title ?? schema.title ?? name;
  const id = fieldPathId.$id;
  const { period, slot } = formData ?? {};
  // The period and its slot are one answer: going from one to the other is not leaving the field,
  // so a slot not chosen yet is flagged only once the member leaves both (or sends the step).
  const group = useRef<HTMLDivElement>(null);
  const leave = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && group.current?.contains(event.relatedTarget)) return;
    onBlur(id, formData);
  };
  const common = {
    disabled: disabled || readonly,
    onBlur: leave,
    onFocus: () => onFocus(id, formData),
  };
  // A slot belongs to its period, so a new period starts without one.
  const choosePeriod = (next: ContactPeriod) => onChange({ period: next }, fieldPathId.path);
  const chooseSlot = (next: string | undefined) =>
    onChange({ period, slot: next || undefined }, fieldPathId.path);

  const slotControl =
    period === 'other' ? (
      <Input
        {...common}
        id={`${id}_slot`}
        aria-label={`${title} 說明`}
        placeholder="請輸入方便聯絡的時間"
        maxLength={15}
        showCount
        value={slot ?? ''}
        onChange={({ target }) => chooseSlot(target.value)}
      />
    ) : period ? (
      <Select<string>
        {...common}
        id={`${id}_slot`}
        aria-label={`${title} 時段`}
        placeholder="請選擇時段"
        style={{ width: '100%' }}
        value={slot || undefined}
        onChange={chooseSlot}
        options={CONTACT_TIME_SLOTS[period].map((s) => ({ value: s, label: slotLabel(s) }))}
      />
    ) : null;

  const periodErrors = errorSchema?.period?.__errors ?? [];
  const slotErrors = errorSchema?.slot?.__errors ?? [];
  return (
    <div ref={group}>
      {/* Without a slot control, its errors go under the period so none is lost. */}
      <Form.Item
        layout="vertical"
        label={title}
        required={required}
        {...errorHelp(slotControl ? periodErrors : [...periodErrors, ...slotErrors])}
      >
        <Radio.Group
          {...common}
          id={id}
          aria-label={title}
          optionType="button"
          buttonStyle="solid"
          options={PERIOD_OPTIONS}
          value={period || undefined}
          onChange={({ target }) => choosePeriod(target.value)}
        />
      </Form.Item>
      {slotControl && (
        <Form.Item style={{ marginBottom: 0 }} {...errorHelp(slotErrors)}>
          {slotControl}
        </Form.Item>
      )}
    </div>
  );
}
