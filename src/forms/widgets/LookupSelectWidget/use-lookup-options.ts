import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { GenericObjectType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FenqiFormContext, LookupLoader, LookupOption } from '../../form-context';
import { useFormDataSelector } from '../../form-data-store';
import { useWhenOnline } from '../../use-when-online';

/** Props of a widget rendered with Fenqi's form context (the intersection satisfies RJSF's `FormContextType`). */
export type LookupWidgetProps = WidgetProps<unknown, RJSFSchema, FenqiFormContext & GenericObjectType>;

/** What `useLookupOptions` reports: the loaded options and the request's state. */
export interface LookupOptionsState {
  options: LookupOption[];
  loading: boolean;
  error: unknown;
  /** False while a `lookupArgs` dependency is still empty, so nothing can be loaded yet. */
  ready: boolean;
  retry: () => void;
}

interface LoadResult {
  options: LookupOption[];
  loading: boolean;
  error: unknown;
}

/** Resolves an RFC 6901 JSON pointer (`/a/0/b`) against the whole form's data. */
export function resolvePointer(data: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return data;
  let node = data;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

function findLoader(formContext: FenqiFormContext | undefined, name: unknown, id: string): LookupLoader {
  const lookups = formContext?.lookups;
  const loader =
    typeof name === 'string' && lookups && Object.hasOwn(lookups, name) ? lookups[name] : undefined;
  // A misspelt lookup would otherwise render an empty select that nobody notices until production.
  if (!loader) throw new Error(`Unknown lookup "${String(name)}" at ${id}`);
  return loader;
}

function isEmptyArg(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Loads the options of `ui:options.lookup` with `ui:options.lookupArgs` resolved against
 * `formContext.formData`, reloading when those dependencies (or `search`) change; a superseded request's
 * answer is dropped, and the value is cleared when a dependency change leaves it off the new options.
 * A failed load is tried again when the member taps 重試 and when the browser comes back online.
 */
export function useLookupOptions(props: LookupWidgetProps, search?: string): LookupOptionsState {
  const { id, value, onChange, options: uiOptions, registry } = props;
  const formContext = registry.formContext;
  const name = uiOptions.lookup;
  const loader = findLoader(formContext, name, id);

  const lookupArgs = (uiOptions.lookupArgs ?? {}) as Record<string, unknown>;
  const argsKey = JSON.stringify(lookupArgs);
  // Serialised so that the widget re-renders (and the effect reruns) on a changed dependency only,
  // not on every keystroke elsewhere in the form.
  const dependenciesOf = useCallback(
    (formData: unknown) => {
      const dependencies: Record<string, unknown> = {};
      for (const [arg, pointer] of Object.entries(JSON.parse(argsKey) as Record<string, unknown>)) {
        // Strings are pointers into the form's data; anything else is passed through as a fixed argument.
        const value = typeof pointer === 'string' ? resolvePointer(formData, pointer) : pointer;
        dependencies[arg] = value === undefined ? null : value; // kept by JSON: an empty dependency
      }
      return JSON.stringify(dependencies);
    },
    [argsKey],
  );
  const dependencyKey = useFormDataSelector(formContext, dependenciesOf);
  const dependencies = JSON.parse(dependencyKey) as Record<string, unknown>;
  const ready = !Object.values(dependencies).some(isEmptyArg);
  const searchArg = typeof uiOptions.searchArg === 'string' ? uiOptions.searchArg : undefined;
  const searchText = searchArg && search ? search : '';

  const [result, setResult] = useState<LoadResult>({ options: [], loading: ready, error: undefined });
  const [attempt, setAttempt] = useState(0);
  // A list that failed (offline, most often) is asked again once the network returns, untapped.
  useWhenOnline(() => {
    if (result.error !== undefined) setAttempt((n) => n + 1);
  });
  // The dependencies of the last answer applied; undefined until the first one, so a saved value survives mount.
  const settledKey = useRef<string | undefined>(undefined);

  // Keyed by lookup name, not loader identity: a flow that rebuilds `lookups` each render must not reload.
  const load = useEffectEvent((args: Record<string, unknown>) => loader(args));
  const settle = useEffectEvent((options: LookupOption[], key: string) => {
    const dependencyChanged = settledKey.current !== undefined && settledKey.current !== key;
    settledKey.current = key;
    const missing = !isEmptyArg(value) && !options.some((option) => String(option.value) === String(value));
    if (dependencyChanged && missing) onChange(undefined);
  });

  useEffect(() => {
    if (!ready) {
      setResult({ options: [], loading: false, error: undefined });
      settle([], dependencyKey);
      return undefined;
    }
    let current = true;
    const args: Record<string, unknown> = JSON.parse(dependencyKey);
    if (searchArg && searchText) args[searchArg] = searchText;
    setResult((previous) => ({ ...previous, loading: true, error: undefined }));
    load(args).then(
      (options) => {
        if (!current) return;
        setResult({ options, loading: false, error: undefined });
        settle(options, dependencyKey);
      },
      (error: unknown) => {
        if (current) setResult({ options: [], loading: false, error });
      },
    );
    return () => {
      current = false;
    };
  }, [name, dependencyKey, ready, searchArg, searchText, attempt]);

  return { ...result, ready, retry: () => setAttempt((n) => n + 1) };
}
