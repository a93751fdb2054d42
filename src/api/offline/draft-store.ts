import { deleteRecord, readAllRecords, readRecord, writeRecord } from './offline-db';

/**
 * Where typed input is kept between visits: the step flows' drafts and the commodity
 * wizard's applications. Every record's key starts with its owner (kept-drafts.ts says how), and
 * every record says when it was saved, so a sweep can age it out.
 */
export interface KeptDraft {
  key: string;
  /** When it was saved (ms since 1970). */
  savedAt: number;
  value: unknown;
}

/** The calls a draft store answers; the browser uses IndexedDB, the rest is for where it is missing. */
export interface DraftStore {
  get(key: string): Promise<KeptDraft | undefined>;
  put(draft: KeptDraft): Promise<void>;
  remove(key: string): Promise<void>;
  all(): Promise<KeptDraft[]>;
}

/** The IndexedDB database of the app (`fenqi-offline`, store `drafts`, by key): a logout deletes it. */
export function indexedDbDraftStore(): DraftStore {
  return {
    get: (key) => readRecord<KeptDraft>('drafts', key),
    put: (draft) => writeRecord('drafts', draft.key, draft),
    remove: (key) => deleteRecord('drafts', key),
    all: () => readAllRecords<KeptDraft>('drafts'),
  };
}

/** The prefix of drafts kept in localStorage where IndexedDB is missing (a logout removes them). */
export const STORAGE_DRAFT_PREFIX = 'fenqi.drafts.';

/** Web Storage behind the same calls (a browser without IndexedDB; jsdom tests). */
export function storageDraftStore(storage: Storage): DraftStore {
  const parse = (raw: string | null): KeptDraft | undefined => {
    try {
      const draft = JSON.parse(raw ?? 'null') as KeptDraft | null;
      return draft && typeof draft.key === 'string' && typeof draft.savedAt === 'number' ? draft : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get: async (key) => parse(storage.getItem(STORAGE_DRAFT_PREFIX + key)),
    put: async (draft) => storage.setItem(STORAGE_DRAFT_PREFIX + draft.key, JSON.stringify(draft)),
    remove: async (key) => storage.removeItem(STORAGE_DRAFT_PREFIX + key),
    all: async () =>
      Object.keys(storage)
        .filter((key) => key.startsWith(STORAGE_DRAFT_PREFIX))
        .map((key) => parse(storage.getItem(key)))
        .filter((draft): draft is KeptDraft => draft !== undefined),
  };
}

/** A map in memory: storage disabled altogether (the drafts then last the page). */
export function memoryDraftStore(): DraftStore & { clear: () => void } {
  const drafts = new Map<string, KeptDraft>();
  return {
    get: async (key) => drafts.get(key),
    put: async (draft) => void drafts.set(draft.key, draft),
    remove: async (key) => void drafts.delete(key),
    all: async () => [...drafts.values()],
    clear: () => drafts.clear(),
  };
}
