/**
 * Typed input kept on the device between visits (issue 29): the step flows' drafts
 * (src/step-flow/local-draft.ts, per flow and case or guest link) and the commodity wizard's
 * applications (src/flows/commodity/local-forms.ts, per ID number), both in localStorage under
 * these prefixes with their `savedAt`. This file only ages them out and removes them.
 */
export const DRAFT_PREFIXES = ['fenqi.flow.', 'fenqi.commodity.'] as const;
/** A draft not saved for this long is removed. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;

type KeyStore = Pick<Storage, 'length' | 'key' | 'getItem' | 'removeItem'>;

function draftKeys(store: KeyStore): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key && DRAFT_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  return keys;
}

/** When a kept draft was saved (a number or an ISO date), or null for an entry that is no draft. */
function savedAtOf(raw: string | null): number | null {
  try {
    const savedAt = (JSON.parse(raw ?? 'null') as { savedAt?: unknown } | null)?.savedAt;
    if (typeof savedAt === 'number') return savedAt;
    return typeof savedAt === 'string' ? Date.parse(savedAt) : Number.NaN;
  } catch {
    return null; // a plain value (the wizard's pointer to its last application), not a draft
  }
}

function browserStores(): KeyStore[] {
  try {
    return [localStorage, sessionStorage];
  } catch {
    return []; // storage disabled: nothing was kept
  }
}

/** Removes the drafts saved more than 7 days ago (or with no date: an older build's). */
export function sweepExpiredDrafts(stores: KeyStore[] = browserStores(), now: number = Date.now()): void {
  for (const store of stores)
    for (const key of draftKeys(store)) {
      const savedAt = savedAtOf(store.getItem(key));
      if (savedAt !== null && !(now - savedAt <= DRAFT_MAX_AGE_MS)) store.removeItem(key);
    }
}

/** Removes every kept draft (logout: the next person on this phone must find nothing). */
export function removeAllDrafts(stores: KeyStore[] = browserStores()): void {
  for (const store of stores) for (const key of draftKeys(store)) store.removeItem(key);
}
