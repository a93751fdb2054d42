import { useState, type ReactNode } from 'react';
import { Flex, Select } from 'antd';
import { clearable } from '../select-clear';
import { toRocYear } from '../../../domain/roc-year';
import { daysInMonth, type RocDateParts } from './roc-date';

type Draft = Partial<RocDateParts>;

/** Props of the three ROC date selects shared by `RocDateWidget` and `RocDatePartsField`. */
export interface RocDateSelectsProps {
  id: string;
  /** Prefix of each select's accessible name, e.g. `出生日期` → `出生日期 年`. */
  label?: string;
  value: RocDateParts | undefined;
  /** Called with the whole date once all three parts are chosen, otherwise with undefined. */
  onChange: (value: RocDateParts | undefined) => void;
  minYear?: number;
  maxYear?: number;
  disabled?: boolean;
  autoFocus?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
}

const isComplete = (draft: Draft): draft is RocDateParts =>
  draft.year !== undefined && draft.month !== undefined && draft.day !== undefined;

const sameDate = (draft: Draft, value: RocDateParts | undefined): boolean =>
  value === undefined
    ? !isComplete(draft)
    : draft.year === value.year && draft.month === value.month && draft.day === value.day;

const range = (from: number, to: number, label: (n: number) => string) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ value: from + i, label: label(from + i) }));

const MONTHS = range(1, 12, (m) => `${m} 月`);
const GROW = { flex: '1 1 0', minWidth: 0 };
// At 360 px the three boxes cannot hold `民國 113 年 | 11 月 | 25 日`; the chosen value drops the spaces.
const labelRender = ({ label }: { label?: ReactNode }) =>
  typeof label === 'string' ? label.replace(/ /g, '') : label;

/** Year, month and day selects side by side; phone users pick from lists more easily than from a calendar. */
export function RocDateSelects(props: RocDateSelectsProps) {
  const { id, label, value, onChange, disabled, autoFocus, onBlur, onFocus } = props;
  const { minYear = 1, maxYear = toRocYear(new Date().getFullYear()) } = props;
  // A half-chosen date has no form-data value; keep it here until it is complete or the value changes outside.
  const [draft, setDraft] = useState<Draft>({});
  const shown: Draft = sameDate(draft, value) ? draft : (value ?? {});

  const choose = (part: keyof RocDateParts, n: number | undefined) => {
    const next: Draft = { ...shown, [part]: n };
    if (next.day !== undefined && next.day > daysInMonth(next.year, next.month)) next.day = undefined;
    setDraft(next);
    if (!sameDate(next, value)) onChange(isComplete(next) ? next : undefined);
  };

  // No `status`: the enclosing antd Form.Item of the field template already marks errors.
  const common = { disabled, virtual: false, onBlur, onFocus, labelRender } as const;
  const name = (part: string) => (label ? `${label} ${part}` : part);
  return (
    <Flex gap={8}>
      <Select<number>
        {...common}
        id={id}
        autoFocus={autoFocus}
        aria-label={name('年')}
        allowClear={clearable(name('年'))}
        placeholder="年"
        style={{ ...GROW, flexGrow: 1.6 }}
        value={shown.year}
        onChange={(n) => choose('year', n)}
        options={range(minYear, maxYear, (y) => `民國 ${y} 年`).reverse()}
      />
      <Select<number>
        {...common}
        id={`${id}_month`}
        aria-label={name('月')}
        allowClear={clearable(name('月'))}
        placeholder="月"
        style={GROW}
        value={shown.month}
        onChange={(n) => choose('month', n)}
        options={MONTHS}
      />
      <Select<number>
        {...common}
        id={`${id}_day`}
        aria-label={name('日')}
        allowClear={clearable(name('日'))}
        placeholder="日"
        style={GROW}
        value={shown.day}
        onChange={(n) => choose('day', n)}
        options={range(1, daysInMonth(shown.year, shown.month), (d) => `${d} 日`)}
      />
    </Flex>
  );
}
