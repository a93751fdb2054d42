/**
 * The plan of `npm run test:changed` from the changed files and the e2e selection: which files
 * eslint, prettier and jest get, which forms' fixtures run, and whether the client must be built.
 * Pure; scripts/test-changed.ts prints and runs it.
 */
import { flowOfFile, type E2eSelection } from './select-e2e';

/** What one run of `npm run test:changed` does. */
export interface Plan {
  changed: readonly string[];
  /** Changed files eslint checks (scripts and sources that exist). */
  eslint: string[];
  /** Changed files prettier checks (`--ignore-unknown` skips what it cannot format). */
  prettier: string[];
  /**
   * What `jest --findRelatedTests` gets: changed sources and tests under jest's roots, the tests of
   * each changed flow folder or flow of a changed form (a flow's definition imports its models, not
   * the other way round) and the tests naming a changed form.
   */
  jest: string[];
  /** The tests jest finds related (`jest --listTests`), filled in by the caller. */
  jestTests?: string[];
  /** The forms whose fixtures run (`npm run fixtures -- --form …`). */
  fixtureForms: string[];
  e2e: E2eSelection;
}

const LINTED = /\.(?:ts|tsx|js|mjs|cjs|jsx)$/;
const JEST_ROOTS = ['src/', 'tools/', 'tests/', 'scripts/'];

/** The test files of the given flow folders. */
export function flowTests(flows: readonly string[], testFiles: readonly string[]): string[] {
  return testFiles.filter((file) => {
    const flow = flowOfFile(file);
    return flow !== undefined && flows.includes(flow);
  });
}

/** The test files that name a changed form in quotes (jest cannot follow a schema read from disk). */
export function formTests(
  forms: readonly string[],
  tests: ReadonlyArray<{ file: string; text: string }>,
): string[] {
  if (forms.length === 0) return [];
  const named = new RegExp(`['"/](?:${forms.join('|')})(?:\\.json)?['"]`);
  return tests.filter((test) => named.test(test.text)).map((test) => test.file);
}

/**
 * Builds the plan; `exists` says whether a changed path is still a file (not deleted), `tests` are
 * the repository's jest test files with their text.
 */
export function buildPlan(
  changed: readonly string[],
  e2e: E2eSelection,
  exists: (file: string) => boolean,
  tests: ReadonlyArray<{ file: string; text: string }> = [],
): Plan {
  const present = changed.filter(exists);
  const jest = present.filter(
    (file) =>
      JEST_ROOTS.some((root) => file.startsWith(root)) &&
      !file.startsWith('tests/e2e/') &&
      /\.(?:ts|tsx|js|mjs|cjs|json)$/.test(file),
  );
  const fixtureForms = e2e.kind === 'some' ? e2e.forms : [];
  const flows = e2e.kind === 'some' ? e2e.flows : [];
  const testFiles = tests.map((test) => test.file);
  return {
    changed,
    eslint: present.filter((file) => LINTED.test(file)),
    prettier: present,
    jest: [...new Set([...jest, ...flowTests(flows, testFiles), ...formTests(fixtureForms, tests)])],
    fixtureForms,
    e2e,
  };
}

/**
 * Whether dist/ can serve the e2e files as it is: it has a build, and that build is newer than every
 * changed file and every input of the client (src/, schemas/, uischemas/, webpack.config.ts,
 * package-lock.json), by modification time. Anything edited since the last build rebuilds.
 */
export function distIsFresh(builtAt: number | undefined, newestInput: number): boolean {
  return builtAt !== undefined && builtAt > newestInput;
}

/** The plan as text: the changed files, the jest input, each e2e file with why it was picked. */
export function describePlan(plan: Plan, baseLabel: string): string {
  const out: string[] = [];
  const list = (items: readonly string[], empty: string) =>
    items.length > 0 ? items.map((item) => `  ${item}`) : [`  (${empty})`];
  out.push(`Changed against ${baseLabel}: ${plan.changed.length} file(s)`, ...list(plan.changed, 'none'));
  if (plan.e2e.kind === 'all') {
    out.push(
      '',
      'Shared infrastructure changed, so every test may be affected:',
      ...list(plan.e2e.reasons, ''),
    );
    out.push(
      '',
      'The right command is the full `npm test` (or `npm run test:changed -- --all`, which runs it).',
    );
    return out.join('\n');
  }
  out.push('', 'Steps:', '  npm run precompile (compiles only forms that changed)');
  out.push(
    plan.eslint.length > 0
      ? `  eslint on ${plan.eslint.length} file(s)`
      : '  eslint: no changed script or source',
  );
  out.push(
    plan.prettier.length > 0
      ? `  prettier --check on ${plan.prettier.length} file(s)`
      : '  prettier: nothing to check',
  );
  out.push('  tsc --noEmit --incremental (whole project)');
  out.push(
    plan.jest.length > 0
      ? '  jest --findRelatedTests (node and dom projects) on:'
      : '  jest: no changed source or test under src/, tools/, tests/, scripts/, no test names a changed form',
  );
  for (const file of plan.jest) out.push(`    ${file}`);
  if (plan.jestTests && plan.jest.length > 0) {
    out.push(`    → ${plan.jestTests.length} related test file(s):`);
    for (const file of plan.jestTests) out.push(`      ${file}`);
  }
  if (plan.fixtureForms.length > 0) out.push(`  npm run fixtures -- --form ${plan.fixtureForms.join(',')}`);
  const e2e = [...plan.e2e.files.entries()];
  if (e2e.length > 0) {
    out.push(`  e2e (${e2e.length} file(s), after a client build unless dist/ is fresh):`);
    for (const [file, reasons] of e2e) {
      out.push(`    ${file}`);
      for (const reason of reasons) out.push(`      - ${reason}`);
    }
  } else out.push('  e2e: no e2e file covers these changes');
  if (plan.e2e.unmapped.length > 0) {
    out.push(
      '',
      'No e2e file is mapped to these (jest and the checks above cover them; the full `npm test` runs every e2e file):',
      ...list(plan.e2e.unmapped, ''),
    );
  }
  return out.join('\n');
}
