import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { CaseResult } from '../../src/validation/fixtures';
import { fingerprintOf, generateForms, type FormFingerprints } from '../../src/validation/generated';
import {
  FIXTURES_DIR,
  REPO_ROOT,
  SCHEMAS_DIR,
  UISCHEMAS_DIR,
  formNames,
} from '../../src/validation/schema-files';
import { watchTree } from '../../src/validation/watch-tree';
import { USAGE, UsageError, parseRunnerArgs, type FileReport, type RunnerOptions } from './args';
import { consoleReport, watchReport } from './reporters/console';
import { htmlReport } from './reporters/html';
import { junitReport } from './reporters/junit';
import {
  exitCodeOf,
  formTitles,
  loadForm,
  makeRun,
  runForms,
  strayFixtureFolders,
  type FixtureRun,
} from './run';
import { describeChange, startWatching, type WatchedArea } from './watch';

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIo: CliIo = {
  stdout: (text) => process.stdout.write(`${text}\n`),
  stderr: (text) => process.stderr.write(`${text}\n`),
};

const REPORT_TITLES: Record<FileReport['reporter'], string> = { junit: 'JUnit report', html: 'HTML report' };

/** Runs these forms; a run over every form also reports fixture folders that name no form. */
function runSuite(forms: readonly string[], judged: boolean, allForms: readonly string[]): FixtureRun {
  const started = performance.now();
  const results = [...runForms(forms), ...(judged ? strayFixtureFolders(allForms) : [])];
  return makeRun(forms, results, judged, performance.now() - started, formTitles(forms));
}

/** Writes each file report (relative paths are from the repository root) or prints it on stdout. */
function writeReports(
  run: FixtureRun,
  reports: readonly FileReport[],
  io: CliIo,
  say: (line: string) => void,
) {
  for (const report of reports) {
    const text = report.reporter === 'junit' ? junitReport(run) : htmlReport(run);
    if (report.output === '-') {
      io.stdout(text);
      continue;
    }
    const path = resolve(REPO_ROOT, report.output);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    say(`${REPORT_TITLES[report.reporter]}: ${report.output}`);
  }
}

/** Fingerprints of the modules now in `.generated/`, so watching starts by compiling only stale forms. */
function builtFingerprints(forms: readonly string[]): FormFingerprints {
  const built = new Map<string, string>();
  for (const name of forms) {
    try {
      const module = loadForm(name);
      built.set(name, fingerprintOf(module.schema, module.uiSchema));
    } catch {
      // Not built yet: generateForms builds it.
    }
  }
  return built;
}

const AREAS: Record<WatchedArea, string> = {
  fixtures: FIXTURES_DIR,
  schemas: SCHEMAS_DIR,
  uischemas: UISCHEMAS_DIR,
};

/** `--watch`: the first run, then a run per change until Ctrl-C, which resolves 0. */
function watchSuite(options: RunnerOptions, io: CliIo, say: (line: string) => void): Promise<number> {
  const selected = options.forms;
  const judged = !selected;
  let built = generateForms(builtFingerprints(formNames()));
  for (const name of built.rebuilt) loadForm(name, true);
  if (built.rebuilt.length) say(`precompiled ${built.rebuilt.join(', ')} in ${built.ms} ms`);

  const first = runSuite(selected ?? built.forms, judged, built.forms);
  say(consoleReport(first));
  writeReports(first, options.reports, io, say);
  const current = new Map<string, CaseResult[]>();
  for (const result of first.results) current.set(result.form, [...(current.get(result.form) ?? []), result]);

  const watcher = startWatching(
    {
      subscribe(onChange) {
        const stops = (Object.keys(AREAS) as WatchedArea[]).map((area) =>
          watchTree(AREAS[area], (file) => onChange({ area, file })),
        );
        return () => stops.forEach((stop) => stop());
      },
      rebuild() {
        built = generateForms(built.fingerprints);
        for (const name of built.rebuilt) loadForm(name, true);
        return { rebuilt: built.rebuilt, forms: built.forms };
      },
      rerun({ affected, strays, forms, changes }) {
        const started = performance.now();
        for (const name of affected) current.set(name, runForms([name]));
        const watched = selected ?? forms;
        const results = [
          ...watched.flatMap((form) => current.get(form) ?? []),
          ...(judged ? strayFixtureFolders(forms) : []),
        ];
        const run = makeRun(watched, results, judged, performance.now() - started, formTitles(watched));
        say(watchReport(run, [...affected, ...strays], [...new Set(changes.map(describeChange))]));
        writeReports(run, options.reports, io, say);
      },
      log: say,
    },
    built.forms,
    selected,
  );
  say(
    `\nwatching fixtures/, schemas/ and uischemas/${selected ? ` for ${selected.join(', ')}` : ''} — Ctrl-C stops`,
  );

  return new Promise((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      watcher.stop();
      say('\nstopped watching');
      done(0);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/**
 * `npm run fixtures -- [options]` (see USAGE): resolves the exit code. 0 passed, 1 a failed case
 * or (over every form) a §5 rule lacking cases, 2 a mistake in the options.
 */
export async function fixturesCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CliIo = processIo,
): Promise<number> {
  const known = formNames();
  let options: RunnerOptions;
  try {
    options = parseRunnerArgs(argv, known, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`fixtures: ${error.message}\n(npm run fixtures -- --help lists the options)`);
    return 2;
  }
  if (options.help) {
    io.stdout(USAGE);
    return 0;
  }
  const say = options.consoleTo === 'stdout' ? io.stdout : io.stderr;
  if (options.watch) return watchSuite(options, io, say);

  const run = runSuite(options.forms ?? known, !options.forms, known);
  say(consoleReport(run));
  writeReports(run, options.reports, io, say);
  return exitCodeOf(run);
}
