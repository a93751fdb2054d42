import { sha256 } from './last-replies';
import {
  indexedDbDraftStore,
  memoryDraftStore,
  storageDraftStore,
  STORAGE_DRAFT_PREFIX,
  type DraftStore,
  type KeptDraft,
} from './draft-store';
import { hasOfflineStorage } from './offline-db';

/**
 * Typed input kept on the device between visits: the step flows' drafts
 * (src/step-flow/local-draft.ts) and the copies of `server` drafts, the commodity wizard's
 * applications (src/step-flow/tab-copy.ts), in IndexedDB (`fenqi-offline`, store `drafts`) under a key
 * that starts with its owner, each with its `savedAt`. Where IndexedDB is missing or refuses (some
 * private modes, jsdom) they go to localStorage (`fenqi.drafts.…`), else to memory. A draft an
 * older build left in localStorage or sessionStorage is moved in the first time it is read.
 */

/** A draft not saved for this long is removed. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 3600_000;
/** Where older builds kept drafts (localStorage, and sessionStorage before that). */
export const LEGACY_DRAFT_PREFIXES = ['fenqi.flow.', 'fenqi.commodity.'] as const;
/** Every Web Storage prefix a logout and the sweep look at. */
const STORAGE_PREFIXES = [...LEGACY_DRAFT_PREFIXES, STORAGE_DRAFT_PREFIX];

/** Owners already hashed: a write on pagehide must not wait for Web Crypto (the page would be gone). */
const memberOwners = new Map<string, Promise<string>>();

/**
 * The owner of a member's records by the session's token: a hash of it (the kept replies' and the
 * queue's owner too). A member's drafts use the device key instead when it is known
 * (member-draft-owner.ts), so they outlive the session.
 */
export function memberOwner(token: string): Promise<string> {
  let owner = memberOwners.get(token);
  if (!owner) memberOwners.set(token, (owner = hashedOwner(token)));
  return owner;
}

async function hashedOwner(token: string): Promise<string> {
  if (typeof crypto !== 'undefined' && crypto.subtle) return `member:${(await sha256(token)).slice(0, 32)}`;
  // No Web Crypto (an http page that is not localhost, jsdom): FNV-1a, never the token itself.
  let hash = 0x811c9dc5;
  let second = 0x01000193;
  for (let i = 0; i < token.length; i += 1) {
    hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
    second = Math.imul(second ^ token.charCodeAt(token.length - 1 - i), 0x811c9dc5) >>> 0;
  }
  return `member:${hash.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}

/** The owner of a guest link's records: the link's query. */
export const guestOwner = (link: string): string => `guest:${link}`;

function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : (window[kind] ?? null);
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

const memory = memoryDraftStore();
let indexedDbRefused = false;

function fallbackStore(): DraftStore {
  const local = webStorage('localStorage');
  return local ? storageDraftStore(local) : memory;
}

const usesIndexedDb = () => hasOfflineStorage() && !indexedDbRefused;

/** Runs `op` on IndexedDB; once it refuses, on the fallback from then on (this page). */
async function withStore<T>(op: (store: DraftStore) => Promise<T>): Promise<T> {
  if (!usesIndexedDb()) return op(fallbackStore());
  try {
    return await op(indexedDbDraftStore());
  } catch {
    indexedDbRefused = true;
    return op(fallbackStore());
  }
}

/** When a kept value was saved (a number or an ISO date), or null for a plain value (no draft). */
function savedAtOf(raw: string | null): number | null {
  try {
    const value = JSON.parse(raw ?? 'null') as { savedAt?: unknown } | null;
    const savedAt = value?.savedAt;
    if (typeof savedAt === 'number') return savedAt;
    return typeof savedAt === 'string' ? Date.parse(savedAt) : Number.NaN;
  } catch {
    return null; // a plain value (the wizard's pointer to its last application), not a draft
  }
}

const isFresh = (savedAt: number, now: number) => now - savedAt <= DRAFT_MAX_AGE_MS;

/** An older build's item under `legacyKey` (localStorage first), removed from both storages; or null. */
export function takeLegacyItem(legacyKey: string): string | null {
  let found: string | null = null;
  for (const storage of [webStorage('localStorage'), webStorage('sessionStorage')]) {
    try {
      found ??= storage?.getItem(legacyKey) ?? null;
      storage?.removeItem(legacyKey);
    } catch {
      // storage gone: nothing to move
    }
  }
  return found;
}

/** A draft kept where this page could not keep it in IndexedDB, or by an older build: moved in. */
async function moveIn(
  key: string,
  legacyKey: string | undefined,
  now: number,
): Promise<KeptDraft | undefined> {
  const local = webStorage('localStorage');
  let found = usesIndexedDb() && local ? await storageDraftStore(local).get(key) : undefined;
  if (found) await storageDraftStore(local!).remove(key);
  const raw = found || !legacyKey ? null : takeLegacyItem(legacyKey);
  const savedAt = savedAtOf(raw);
  if (raw && savedAt !== null && isFresh(savedAt, now)) found = { key, savedAt, value: JSON.parse(raw) };
  if (found) await withStore((store) => store.put(found));
  return found;
}

/**
 * The value kept under `key` (and, from an older build, under `legacyKey` in Web Storage), or null:
 * none, or older than 7 days (then removed).
 */
export async function readKeptDraft(
  key: string,
  legacyKey?: string,
  now: number = Date.now(),
): Promise<unknown> {
  try {
    const kept = (await withStore((store) => store.get(key))) ?? (await moveIn(key, legacyKey, now));
    if (!kept) return null;
    if (isFresh(kept.savedAt, now)) return kept.value;
    await withStore((store) => store.remove(key));
  } catch {
    // Nothing readable: the flow starts from what the server has.
  }
  return null;
}

/** Keeps `value` under `key`; a full or refused storage only loses the safety net, never the form in memory. */
export async function keepDraft(key: string, value: unknown, now: number = Date.now()): Promise<void> {
  await withStore((store) => store.put({ key, savedAt: now, value })).catch(() => undefined);
}

/** Forgets the draft under `key` (sent, or started over), and an older build's copy of it. */
export async function forgetDraft(key: string | null, legacyKey?: string): Promise<void> {
  if (legacyKey) takeLegacyItem(legacyKey);
  if (key) await withStore((store) => store.remove(key)).catch(() => undefined);
}

function storageDraftKeys(storage: Storage): string[] {
  return Object.keys(storage).filter((key) => STORAGE_PREFIXES.some((prefix) => key.startsWith(prefix)));
}

function storages(): Storage[] {
  return [webStorage('localStorage'), webStorage('sessionStorage')].filter((s): s is Storage => s !== null);
}

/** Removes the drafts saved more than 7 days ago (in Web Storage also an undated one of an older build). */
export async function sweepExpiredDrafts(now: number = Date.now()): Promise<void> {
  for (const storage of storages())
    for (const key of storageDraftKeys(storage)) {
      const savedAt = savedAtOf(storage.getItem(key));
      if (savedAt !== null && !isFresh(savedAt, now)) storage.removeItem(key);
    }
  try {
    const drafts = await withStore((store) => store.all());
    const expired = drafts.filter((draft) => !isFresh(draft.savedAt, now));
    await Promise.all(expired.map((draft) => withStore((store) => store.remove(draft.key))));
  } catch {
    // A store that cannot be read holds nothing to sweep now; the next start tries again.
  }
}

/**
 * Removes every draft kept outside IndexedDB (Web Storage, memory); the logout deletes the IndexedDB
 * database itself (clear-offline-data.ts), so the next person on this phone finds nothing.
 */
export function removeAllDrafts(): void {
  for (const storage of storages()) for (const key of storageDraftKeys(storage)) storage.removeItem(key);
  memory.clear();
}
