import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LookupLoader, LookupOption } from '../../form-context';

/** A lookup's options and whether they have arrived. */
export interface LookupList {
  status: 'loading' | 'done' | 'error';
  options: LookupOption[];
}

/** Loads the lookup `name` once, as soon as it is `wanted`; `retry` asks again after a failure. */
export function useLookupList(name: string, loader: LookupLoader | undefined, wanted: boolean) {
  const [list, setList] = useState<LookupList>({ status: 'loading', options: [] });
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef<string | undefined>(undefined);
  // Keyed by name, not loader identity: a flow that rebuilds `formContext.lookups` each render must not reload.
  const fetchOptions = useEffectEvent(() => loader?.({}));
  const active = wanted && loader !== undefined;

  useEffect(() => {
    if (!active || loaded.current === name) return undefined;
    let current = true;
    setList({ status: 'loading', options: [] });
    fetchOptions()?.then(
      (options) => {
        if (!current) return;
        loaded.current = name;
        setList({ status: 'done', options });
      },
      () => current && setList({ status: 'error', options: [] }),
    );
    return () => {
      current = false;
    };
  }, [name, active, attempt]);

  return { list, retry: () => setAttempt((n) => n + 1) };
}
