import { useEffect, useState } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Select } from 'antd';
import { matchesSearch } from '../../../validation/data/search-text';
import type { LookupOption } from '../../form-context';
import { clearable } from '../select-clear';
import { LookupLoadError } from './lookup-status';
import { useLookupOptions, type LookupWidgetProps } from './use-lookup-options';

/** Server-side search waits for the user to pause typing, so a bank branch search is not one request per key. */
const SEARCH_DEBOUNCE_MS = 300;

interface SelectOption {
  value: string | number;
  label: string;
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function filterByLabel(input: string, option?: SelectOption): boolean {
  return matchesSearch(option?.label ?? '', input);
}

/**
 * A select whose options come from `formContext.lookups[ui:options.lookup]`; `searchable` filters by label,
 * and with `searchArg` the typed text is sent to the loader instead.
 */
export default function LookupSelectWidget(props: LookupWidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus } =
    props;
  const searchable = props.options.searchable === true;
  const searchArg = typeof props.options.searchArg === 'string' ? props.options.searchArg : undefined;
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const { options, loading, error, ready, retry } = useLookupOptions(props, searchArg ? search : undefined);
  // A server-side search may answer without the chosen option; keep its label so the value does not show raw.
  const [picked, setPicked] = useState<LookupOption>();

  const selectOptions: SelectOption[] = options.map(({ value: optionValue, label }) => ({
    value: optionValue,
    label,
  }));
  const pickedMissing =
    picked && picked.value === value && !options.some((option) => option.value === picked.value);
  if (pickedMissing) selectOptions.push({ value: picked.value, label: picked.label });

  const showSearch = !searchable
    ? false
    : searchArg
      ? { filterOption: false, onSearch: setSearchText }
      : { filterOption: filterByLabel };

  return (
    <>
      <Select<string | number | undefined, SelectOption>
        id={id}
        style={{ width: '100%' }}
        value={value === '' || value === null ? undefined : (value as string | number | undefined)}
        options={selectOptions}
        placeholder={loading ? '載入中…' : placeholder || '請選擇'}
        loading={loading}
        notFoundContent={loading ? '載入中…' : undefined}
        disabled={disabled || readonly || !ready}
        autoFocus={autofocus}
        allowClear={clearable(props.label)}
        showSearch={showSearch}
        status={error ? 'error' : undefined}
        aria-describedby={ariaDescribedByIds(id)}
        {...{ name: htmlName || id }}
        onChange={(next, option) => {
          if (option && !Array.isArray(option)) setPicked(option);
          onChange(next === undefined || next === null || next === '' ? undefined : next);
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {error ? <LookupLoadError onRetry={retry} /> : null}
    </>
  );
}
