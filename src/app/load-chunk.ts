/** sessionStorage key holding when the page last reloaded because a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'fenqi.chunkReloadAt';
/** Window event: a page's code could not be fetched offline (the shell shows 網路連線異常). */
export const PAGE_OFFLINE_EVENT = 'fenqi:page-offline';
/** A second chunk failure within this time of a reload shows the error page instead of looping. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** What `loadChunk` touches, replaceable in tests. */
export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** Whether the server can be reached now (the browser's flag alone believes a dead MRT tunnel). */
  reachable: () => Promise<boolean>;
  /** Resolves when the browser is back online. */
  whenOnline: () => Promise<void>;
  /** Tells the member the page part could not load for want of a network (the page stays). */
  offline: () => void;
}

/** Asks for a file the service worker never answers (it is not precached), bypassing caches. */
async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  // Without fetch (an old browser, a test DOM) the flag is all there is to go by.
  if (typeof fetch !== 'function') return true;
  try {
    return (await fetch('/sw.js', { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

function browserOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** The browser's side of `loadChunk`; `offline` is what the app does about a part lost offline. */
export const browserChunkDeps = (offline: () => void = () => undefined): ChunkReloadDeps => ({
  // Read lazily: some browsers throw on merely touching sessionStorage when it is disabled.
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
  reachable: serverReachable,
  whenOnline: browserOnline,
  offline,
});

/** Records a reload now unless one happened moments ago; false when reloading could loop. */
function mayReload(deps: ChunkReloadDeps): boolean {
  try {
    const last = Number(deps.storage.getItem(CHUNK_RELOAD_KEY)) || 0;
    if (deps.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    deps.storage.setItem(CHUNK_RELOAD_KEY, String(deps.now()));
    return true;
  } catch {
    // Storage that throws cannot remember the reload: never risk a loop.
    return false;
  }
}

/**
 * Whether an import failed because its file could not be fetched (a new deploy removed the old
 * hashed chunk, or the network dropped), as opposed to an error inside the module.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * Runs a lazy import. When its chunk cannot be fetched:
 * - with no network (offline, or the server unreachable), the member is told (`offline`) and the
 *   page stays as it is, typed input and all; the import is tried again once the browser is back
 *   online (a reload would only land on the browser's offline page);
 * - online, the chunk is gone (a new deploy): the page reloads once, fetching the new build's
 *   files (spec §2). A failure again shortly after that reload is thrown to the error page.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  deps: ChunkReloadDeps = browserChunkDeps(),
): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    if (!(await deps.reachable())) {
      deps.offline();
      await deps.whenOnline();
      return loadChunk(importer, deps);
    }
    if (!mayReload(deps)) throw error;
    deps.reload();
    // The page is going away; resolving would render a half-loaded route first.
    return new Promise<T>(() => undefined);
  }
}
