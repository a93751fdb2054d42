import { useState } from 'react';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { Flex, InputNumber } from 'antd';
import { fromTotalMonths, toTotalMonths, type Seniority } from './seniority';

const GROW = { flex: '1 1 0', minWidth: 0 };

/** Seniority (年資) as years 0–30 and months 0–11; form data holds the total months. */
export default function SeniorityWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, label, value, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const total = typeof value === 'number' ? value : undefined;
  // The typed parts, so that months alone do not turn an empty years box into 0; a value set outside wins.
  const [draft, setDraft] = useState<Seniority>({});
  const shown = toTotalMonths(draft) === total ? draft : total === undefined ? {} : fromTotalMonths(total);

  const change = (part: keyof Seniority, n: number | null) => {
    const next = { ...shown, [part]: n ?? undefined };
    setDraft(next);
    onChange(toTotalMonths(next) ?? options.emptyValue);
  };
  const common = {
    disabled: disabled || readonly,
    precision: 0,
    min: 0,
    inputMode: 'numeric',
    changeOnWheel: false,
    style: GROW,
    onBlur: () => onBlur(id, total),
    onFocus: () => onFocus(id, total),
  } as const;
  return (
    <Flex gap={8}>
      <InputNumber<number>
        {...common}
        id={id}
        autoFocus={autofocus}
        aria-label={`${label} 年`}
        max={30}
        suffix="年"
        value={shown.years ?? null}
        onChange={(n) => change('years', n)}
      />
      <InputNumber<number>
        {...common}
        id={`${id}_months`}
        aria-label={`${label} 個月`}
        max={11}
        suffix="個月"
        value={shown.months ?? null}
        onChange={(n) => change('months', n)}
      />
    </Flex>
  );
}
