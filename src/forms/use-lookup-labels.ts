import { useEffect, useState } from 'react';
import type { LookupLoader } from './form-context';
import { useWhenOnline } from './use-when-online';

/** A label to find: [its key in the answer, the lookup's name, the lookup's arguments, the id held]. */
export type LookupLabelRequest<K extends string> = [K, string, Record<string, unknown>, unknown];

async function labelOf(loader: LookupLoader | undefined, args: Record<string, unknown>, id: unknown) {
  const options = loader ? await loader(args) : [];
  return options.find((option) => String(option.value) === String(id))?.label;
}

/**
 * The labels of the ids a form holds, asked of the same lookups the form used (their lists are
 * cached). Requests without an id are skipped; until a label arrives, or if its list fails, the
 * key is absent and a recap shows the id itself.
 */
export function useLookupLabels<K extends string>(
  lookups: Readonly<Record<string, LookupLoader>>,
  requests: readonly LookupLabelRequest<K>[],
): Partial<Record<K, string>> {
  const [labels, setLabels] = useState<Partial<Record<K, string>>>({});
  const wanted = requests.filter(([, , , id]) => id !== undefined && id !== null && id !== '');
  const key = JSON.stringify(wanted);
  // A list that failed offline is asked again when the network returns (cached lists answer at once).
  const [round, setRound] = useState(0);
  useWhenOnline(() => setRound((n) => n + 1));
  useEffect(() => {
    let live = true;
    for (const [labelKey, lookup, args, id] of JSON.parse(key) as LookupLabelRequest<K>[]) {
      labelOf(lookups[lookup], args, id).then(
        (label) => live && label && setLabels((known) => ({ ...known, [labelKey]: label })),
        () => undefined,
      );
    }
    return () => {
      live = false;
    };
  }, [key, lookups, round]);
  return labels;
}
