/** sessionStorage key holding when the page last reloaded because a chunk failed to load. */
export const CHUNK_RELOAD_KEY = 'fenqi.chunkReloadAt';
/** A second chunk failure within this time of a reload shows the error page instead of looping. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** What `loadChunk` touches, replaceable in tests. */
export interface ChunkReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

const browserDeps = (): ChunkReloadDeps => ({
  // Read lazily: some browsers throw on merely touching sessionStorage when it is disabled.
  storage: {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
  },
  reload: () => window.location.reload(),
  now: () => Date.now(),
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
 * Runs a lazy import; when its chunk cannot be fetched the page reloads once (fetching the new
 * build's files). A failure again shortly after that reload is thrown to the error page.
 */
export async function loadChunk<T>(
  importer: () => Promise<T>,
  deps: ChunkReloadDeps = browserDeps(),
): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    if (!isChunkLoadError(error) || !mayReload(deps)) throw error;
    deps.reload();
    // The page is going away; resolving would render a half-loaded route first.
    return new Promise<T>(() => undefined);
  }
}
