/** The folders `--watch` watches. */
export type WatchedArea = 'fixtures' | 'schemas' | 'uischemas';

/** One file event: `file` is relative to its folder, `/`-separated; absent when the watcher gave no name. */
export interface FileChange {
  area: WatchedArea;
  file?: string;
}

export interface WatchHooks {
  /** Starts watching the folders; each event is handed to `onChange`. Returns what stops it. */
  subscribe(onChange: (change: FileChange) => void): () => void;
  /**
   * Precompiles again what a schema or uiSchema change touched. Returns the forms whose module
   * was rewritten and every form there now is. Throws when a file does not compile.
   */
  rebuild(): { rebuilt: string[]; forms: string[] };
  /**
   * Runs the `affected` forms again and reports; `forms` is every form there now is, `strays`
   * the changed fixture folders that name no form (reported as such on an unlimited watch).
   */
  rerun(run: { affected: string[]; strays: string[]; forms: string[]; changes: FileChange[] }): void;
  log(line: string): void;
}

export const DEBOUNCE_MS = 200;

/** `fixtures/changePassword/accept-valid.json`, as a person would name the file. */
export function describeChange(change: FileChange): string {
  return change.file ? `${change.area}/${change.file}` : `${change.area}/`;
}

/**
 * Whether an event can matter: a JSON file, or (under fixtures/) a form's folder itself. Editors'
 * swap, lock and backup files (`.x.json.swp`, `.#x.json`, `x.json~`) do not.
 */
export function isRelevant(change: FileChange): boolean {
  if (!change.file) return true;
  const parts = change.file.split('/');
  const last = parts[parts.length - 1];
  if (last.startsWith('.')) return false;
  if (last.endsWith('.json')) return true;
  return change.area === 'fixtures' && parts.length === 1 && !last.includes('.');
}

/** The form whose fixture folder a change is in; undefined for other folders or an unnamed event. */
export function fixtureFormOf(change: FileChange): string | undefined {
  if (change.area !== 'fixtures' || !change.file) return undefined;
  return change.file.split('/')[0];
}

/**
 * Re-runs the suite on changes: events are collected until none came for `debounceMs`; a change
 * under schemas/ or uischemas/ precompiles again (only the forms whose bundle changed are
 * compiled), then the forms it touched and the forms whose fixtures changed run again. `selected`
 * (the `--form` names) limits what runs; a form added under schemas/ joins an unlimited watch.
 * A file that does not compile is reported and the watch goes on.
 */
export function startWatching(
  hooks: WatchHooks,
  initialForms: readonly string[],
  selected?: readonly string[],
  debounceMs: number = DEBOUNCE_MS,
): { stop(): void } {
  let forms = [...initialForms];
  let pending: FileChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const changes = pending;
    pending = [];
    const changed = [...new Set(changes.map(describeChange))];
    let rebuilt: string[] = [];
    if (changes.some((change) => change.area !== 'fixtures')) {
      try {
        ({ rebuilt, forms } = hooks.rebuild());
      } catch (error) {
        hooks.log(
          `\n✗ ${changed.join(', ')}: precompiling failed, nothing ran\n  ${(error as Error).message}\n  Fix the file and save it again.`,
        );
        return;
      }
    }
    const everyFixture = changes.some((change) => change.area === 'fixtures' && !change.file);
    const folders = changes.map(fixtureFormOf).filter((form): form is string => !!form);
    const touched = everyFixture ? forms : [...rebuilt, ...folders];
    const affected = forms.filter((form) => touched.includes(form) && (!selected || selected.includes(form)));
    const strays = selected ? [] : [...new Set(folders.filter((folder) => !forms.includes(folder)))];
    if (!affected.length && !strays.length) {
      hooks.log(
        `\n${changed.join(', ')} changed: nothing to run again (no ${selected ? 'selected ' : ''}form's schema, uiSchema or cases changed)`,
      );
      return;
    }
    try {
      hooks.rerun({ affected, strays, forms: [...forms], changes });
    } catch (error) {
      hooks.log(`\n✗ running ${affected.join(', ')} failed: ${(error as Error).message}`);
    }
  };

  const stopWatching = hooks.subscribe((change) => {
    if (!isRelevant(change)) return;
    pending.push(change);
    clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  });

  return {
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
      stopWatching();
    },
  };
}
