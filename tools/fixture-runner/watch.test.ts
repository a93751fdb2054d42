import { DEBOUNCE_MS, isRelevant, startWatching, type FileChange, type WatchHooks } from './watch';

/** The watch loop against a fake file watcher and fake timers: no real files, no real waiting. */
function setUp(options: { selected?: string[]; rebuild?: WatchHooks['rebuild'] } = {}) {
  let emit: (change: FileChange) => void = () => undefined;
  const calls = {
    rebuild: 0,
    stopped: 0,
    reruns: [] as Parameters<WatchHooks['rerun']>[0][],
    log: [] as string[],
  };
  const hooks: WatchHooks = {
    subscribe(onChange) {
      emit = onChange;
      return () => calls.stopped++;
    },
    rebuild: () => {
      calls.rebuild++;
      return options.rebuild?.() ?? { rebuilt: [], forms: ['changePassword', 'login', 'newMember'] };
    },
    rerun: (run) => calls.reruns.push(run),
    log: (line) => calls.log.push(line),
  };
  const watcher = startWatching(hooks, ['changePassword', 'login', 'newMember'], options.selected);
  return { emit: (area: FileChange['area'], file?: string) => emit({ area, file }), calls, watcher };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('startWatching', () => {
  it('waits for the changes to settle, then runs each changed fixture folder once, without precompiling', () => {
    const { emit, calls } = setUp();
    emit('fixtures', 'login/a.json');
    jest.advanceTimersByTime(DEBOUNCE_MS - 1);
    emit('fixtures', 'login/b.json');
    emit('fixtures', 'changePassword/c.json');
    jest.advanceTimersByTime(DEBOUNCE_MS - 1);
    expect(calls.reruns).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls.rebuild).toBe(0);
    expect(calls.reruns).toEqual([
      {
        affected: ['changePassword', 'login'],
        strays: [],
        forms: ['changePassword', 'login', 'newMember'],
        changes: [
          { area: 'fixtures', file: 'login/a.json' },
          { area: 'fixtures', file: 'login/b.json' },
          { area: 'fixtures', file: 'changePassword/c.json' },
        ],
      },
    ]);
  });

  it('precompiles on a schema change and runs the forms whose module changed', () => {
    const { emit, calls } = setUp({
      rebuild: () => ({
        rebuilt: ['changePassword', 'newMember'],
        forms: ['changePassword', 'login', 'newMember'],
      }),
    });
    emit('schemas', 'defs/password.json');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.rebuild).toBe(1);
    expect(calls.reruns.map((r) => r.affected)).toEqual([['changePassword', 'newMember']]);
  });

  it('runs a form added under schemas/, and reports a fixture folder that names no form', () => {
    const { emit, calls } = setUp({
      rebuild: () => ({ rebuilt: ['aNewForm'], forms: ['aNewForm', 'changePassword', 'login', 'newMember'] }),
    });
    emit('schemas', 'aNewForm.json');
    emit('fixtures', 'aNewFrom/accept.json');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.reruns).toMatchObject([{ affected: ['aNewForm'], strays: ['aNewFrom'] }]);
  });

  it('with --form, runs only the selected forms', () => {
    const { emit, calls } = setUp({
      selected: ['login'],
      rebuild: () => ({ rebuilt: ['changePassword'], forms: ['changePassword', 'login', 'newMember'] }),
    });
    emit('fixtures', 'changePassword/a.json');
    emit('uischemas', 'changePassword.json');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.reruns).toEqual([]);
    expect(calls.log.join('')).toContain(
      "nothing to run again (no selected form's schema, uiSchema or cases changed)",
    );
    emit('fixtures', 'login/a.json');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.reruns.map((r) => r.affected)).toEqual([['login']]);
  });

  it('reports a file that does not compile and keeps watching', () => {
    let broken = true;
    const { emit, calls } = setUp({
      rebuild: () => {
        if (broken) throw new Error('schemas/defs/password.json: Unexpected end of JSON input');
        return { rebuilt: ['changePassword'], forms: ['changePassword', 'login', 'newMember'] };
      },
    });
    emit('schemas', 'defs/password.json');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.reruns).toEqual([]);
    expect(calls.log.join('')).toContain('precompiling failed, nothing ran');
    expect(calls.log.join('')).toContain('Unexpected end of JSON input');
    broken = false;
    emit('schemas', 'defs/password.json');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.reruns.map((r) => r.affected)).toEqual([['changePassword']]);
  });

  it('runs every form when the system names no fixture file', () => {
    const { emit, calls } = setUp();
    emit('fixtures');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.reruns.map((r) => r.affected)).toEqual([['changePassword', 'login', 'newMember']]);
  });

  it('ignores editors’ swap, lock and backup files', () => {
    const { emit, calls } = setUp();
    emit('fixtures', 'login/.a.json.swp');
    emit('fixtures', 'login/.#a.json');
    emit('fixtures', 'login/a.json~');
    emit('schemas', 'defs/4913');
    jest.advanceTimersByTime(DEBOUNCE_MS);
    expect(calls.reruns).toEqual([]);
    expect(calls.log).toEqual([]);
  });

  it('stops: no run after stop(), and the file watcher is closed', () => {
    const { emit, calls, watcher } = setUp();
    emit('fixtures', 'login/a.json');
    watcher.stop();
    jest.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(calls.reruns).toEqual([]);
    expect(calls.stopped).toBe(1);
  });
});

describe('isRelevant', () => {
  it.each([
    ['fixtures', 'login/a.json', true],
    ['fixtures', 'login', true],
    ['fixtures', 'README.md', false],
    ['schemas', 'defs', false],
    ['schemas', 'defs/x.json', true],
    ['uischemas', 'login.json', true],
    ['uischemas', 'login.json.tmp', false],
  ] as const)('%s/%s → %s', (area, file, relevant) => {
    expect(isRelevant({ area, file })).toBe(relevant);
  });
});
