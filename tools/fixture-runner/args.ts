/** Reporters of the fixture runner: the console table, and reports written to a file. */
export type ReporterName = 'console' | 'junit' | 'html';
const REPORTERS: readonly ReporterName[] = ['console', 'junit', 'html'];

/** A report written to a file, or to stdout when `output` is `-`. */
export interface FileReport {
  reporter: 'junit' | 'html';
  output: string;
}

export interface RunnerOptions {
  /** The forms to run, in name order; undefined runs every form (and judges §5 rule coverage). */
  forms?: string[];
  watch: boolean;
  reports: FileReport[];
  /** Where the console table goes: stderr when a report is written to stdout. */
  consoleTo: 'stdout' | 'stderr';
  help: boolean;
}

/** Where a report goes without `--output`; `test-results/` is git-ignored and CI keeps it. */
export const DEFAULT_OUTPUT: Record<FileReport['reporter'], string> = {
  junit: 'test-results/fixtures-junit.xml',
  html: 'test-results/fixtures-report.html',
};

/** Set to a file name, it adds a JUnit report there to every run (`.ci/run` sets it for `npm test`). */
export const JUNIT_ENV = 'FENQI_FIXTURES_JUNIT';

/** A mistake on the command line: the CLI prints the message and the usage, and exits with 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: npm run fixtures -- [options]

Runs every case of fixtures/<form>/*.json through the validator the browser uses.

  --form <name>       run only this form's cases (repeat it, or separate names by commas);
                      rule coverage is then shown but only judged when every form runs
  --watch             run again when a file under fixtures/, schemas/ or uischemas/ changes
                      (the changed forms are precompiled and run again); Ctrl-C stops
  --reporter <name>   console (the default table, always printed), junit or html;
                      junit and html also write a report file (repeat for both)
  --output <file>     where the one junit or html report goes ('-' is stdout; the table then
                      goes to stderr); default ${DEFAULT_OUTPUT.junit}
                      or ${DEFAULT_OUTPUT.html}
  --help              this text

${JUNIT_ENV}=<file> adds a JUnit report to any run (CI sets it).
Exit code: 0 all passed; 1 a case failed or (every form run) a §5 rule lacks an accepting or a
rejecting case; 2 a mistake in the options.`;

/** The closest form name ignoring case, for "did you mean". */
function suggestion(name: string, knownForms: readonly string[]): string {
  const match = knownForms.find((form) => form.toLowerCase() === name.toLowerCase());
  return match ? ` Did you mean "${match}"?` : '';
}

/**
 * Reads the runner's options. `knownForms` are the forms of `schemas/`; an unknown `--form`
 * is a UsageError naming them. `env` may add a JUnit report (JUNIT_ENV).
 */
export function parseRunnerArgs(
  argv: readonly string[],
  knownForms: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): RunnerOptions {
  const forms: string[] = [];
  const reporters: ReporterName[] = [];
  let output: string | undefined;
  let watch = false;
  let help = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new UsageError(`${flag} needs a value`);
      return next;
    };
    const noValue = () => {
      if (inline !== undefined) throw new UsageError(`${flag} takes no value`);
    };
    switch (flag) {
      case '--form':
      case '-f':
        forms.push(
          ...value()
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        );
        break;
      case '--reporter':
      case '-r':
        for (const name of value()
          .split(',')
          .map((n) => n.trim())) {
          if (!REPORTERS.includes(name as ReporterName)) {
            throw new UsageError(`unknown reporter "${name}": use ${REPORTERS.join(', ')}`);
          }
          reporters.push(name as ReporterName);
        }
        break;
      case '--output':
      case '-o':
        if (output !== undefined) throw new UsageError('--output is given twice');
        output = value();
        break;
      case '--watch':
      case '-w':
        noValue();
        watch = true;
        break;
      case '--help':
      case '-h':
        noValue();
        help = true;
        break;
      default:
        throw new UsageError(
          arg.startsWith('-')
            ? `unknown option ${flag}`
            : `unexpected argument "${arg}" (to run one form: --form ${arg})`,
        );
    }
  }

  for (const name of forms) {
    if (!knownForms.includes(name)) {
      throw new UsageError(
        `unknown form "${name}".${suggestion(name, knownForms)} The forms are: ${knownForms.join(', ')}`,
      );
    }
  }

  const fileReporters = [...new Set(reporters.filter((r): r is FileReport['reporter'] => r !== 'console'))];
  if (output !== undefined && fileReporters.length !== 1) {
    throw new UsageError(
      fileReporters.length === 0
        ? '--output needs --reporter junit or --reporter html'
        : '--output names one file, but junit and html are both asked for: leave --output out to write both to their default files',
    );
  }
  const reports: FileReport[] = fileReporters.map((reporter) => ({
    reporter,
    output: output ?? DEFAULT_OUTPUT[reporter],
  }));
  const fromEnv = env[JUNIT_ENV];
  if (fromEnv && !reports.some((r) => r.reporter === 'junit')) {
    reports.push({ reporter: 'junit', output: fromEnv });
  }
  const toStdout = reports.some((r) => r.output === '-');
  if (toStdout && watch) {
    throw new UsageError('--watch writes its reports to files: --output - cannot be used');
  }

  return {
    forms: forms.length ? knownForms.filter((name) => forms.includes(name)) : undefined,
    watch,
    reports,
    consoleTo: toStdout ? 'stderr' : 'stdout',
    help,
  };
}
