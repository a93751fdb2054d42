import type { FormContextType, RJSFSchema, StrictRJSFSchema, WidgetProps } from '@rjsf/utils';
import { isoFromRoc, rocFromIso } from './roc-date';
import { RocDateSelects } from './RocDateSelects';

/**
 * ROC (民國) date as three selects; form data holds the Gregorian ISO date `YYYY-MM-DD`.
 * `ui:options.minYear` / `maxYear` bound the year list in ROC years (default 1 to this year).
 */
export default function RocDateWidget<
  T = unknown,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(props: WidgetProps<T, S, F>) {
  const { id, label, value, options, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  const iso = typeof value === 'string' ? value : undefined;
  const year = (key: 'minYear' | 'maxYear') => (typeof options[key] === 'number' ? options[key] : undefined);
  return (
    <RocDateSelects
      id={id}
      label={label}
      value={rocFromIso(iso)}
      onChange={(parts) =>
        onChange(parts ? isoFromRoc(parts.year, parts.month, parts.day) : options.emptyValue)
      }
      minYear={year('minYear')}
      maxYear={year('maxYear')}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onBlur={() => onBlur(id, iso)}
      onFocus={() => onFocus(id, iso)}
    />
  );
}
