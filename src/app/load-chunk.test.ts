import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  loadChunk,
  type ChunkReloadDeps,
} from './load-chunk';

function chunkError(): Error {
  const error = new Error('Loading chunk auth failed.\n(error: http://localhost/assets/auth.1234.js)');
  error.name = 'ChunkLoadError';
  return error;
}

interface FakeDeps extends ChunkReloadDeps {
  clock: { t: number };
  store: Map<string, string>;
  network: { up: boolean; backOnline: () => void };
  offline: jest.Mock;
}

function fakeDeps(start = 1_000_000): FakeDeps {
  const store = new Map<string, string>();
  const clock = { t: start };
  const waiting: (() => void)[] = [];
  const network = {
    up: true,
    backOnline: () => {
      network.up = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
  return {
    store,
    clock,
    network,
    reachable: async () => network.up,
    whenOnline: () => new Promise((resolve) => waiting.push(resolve)),
    offline: jest.fn(),
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    reload: jest.fn(),
    now: () => clock.t,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadChunk', () => {
  it('returns the module when the import works, without reloading', async () => {
    const deps = fakeDeps();
    await expect(loadChunk(async () => ({ default: 'page' }), deps)).resolves.toEqual({ default: 'page' });
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk cannot be fetched, and remembers when', async () => {
    const deps = fakeDeps();
    let outcome = 'pending';
    loadChunk(() => Promise.reject(chunkError()), deps).then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    await settled();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.store.get(CHUNK_RELOAD_KEY)).toBe(String(deps.clock.t));
    // The page is going away: the route must not render half-loaded meanwhile.
    expect(outcome).toBe('pending');
  });

  it('does not reload again when the chunk fails right after the reload (no loop)', async () => {
    const deps = fakeDeps();
    deps.store.set(CHUNK_RELOAD_KEY, String(deps.clock.t - 2_000));
    await expect(loadChunk(() => Promise.reject(chunkError()), deps)).rejects.toThrow(
      'Loading chunk auth failed',
    );
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads again for a failure long after the last reload (a later deploy)', async () => {
    const deps = fakeDeps();
    deps.store.set(CHUNK_RELOAD_KEY, String(deps.clock.t - CHUNK_RELOAD_WINDOW_MS - 1));
    void loadChunk(() => Promise.reject(chunkError()), deps);
    await settled();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for an error inside the module itself', async () => {
    const deps = fakeDeps();
    await expect(loadChunk(() => Promise.reject(new TypeError('x is undefined')), deps)).rejects.toThrow(
      'x is undefined',
    );
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage cannot remember the reload', async () => {
    const deps = fakeDeps();
    deps.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    await expect(loadChunk(() => Promise.reject(chunkError()), deps)).rejects.toThrow('Loading chunk');
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['webpack', chunkError(), true],
    ['CSS chunk', new Error('Loading CSS chunk 42 failed.'), true],
    ['native import', new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    ['module bug', new ReferenceError('foo is not defined'), false],
    ['not an error', 'chunk', false],
  ])('%s', (_name, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('loadChunk without a network (a phone that lost it, on the MRT)', () => {
  it('keeps the page instead of reloading into the browser’s offline page, and says so', async () => {
    const deps = fakeDeps();
    deps.network.up = false;
    let outcome = 'pending';
    void loadChunk(() => Promise.reject(chunkError()), deps).then(
      () => (outcome = 'resolved'),
      () => (outcome = 'rejected'),
    );
    await settled();
    expect(deps.offline).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.store.has(CHUNK_RELOAD_KEY)).toBe(false);
    // Nothing renders meanwhile: the route neither opens nor fails to the error page.
    expect(outcome).toBe('pending');
  });

  it('loads the part once the network is back, without a reload', async () => {
    const deps = fakeDeps();
    deps.network.up = false;
    const importer = jest
      .fn<Promise<{ default: string }>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: 'news' });
    const loaded = loadChunk(importer, deps);
    await settled();
    deps.network.backOnline();
    await expect(loaded).resolves.toEqual({ default: 'news' });
    expect(importer).toHaveBeenCalledTimes(2);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('still reloads when the server answers but the chunk is gone (a new deploy)', async () => {
    const deps = fakeDeps();
    void loadChunk(() => Promise.reject(chunkError()), deps);
    await settled();
    expect(deps.offline).not.toHaveBeenCalled();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });
});
