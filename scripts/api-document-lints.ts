import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const REPO_ROOT = join(__dirname, '..');

/** One thing a lint found in the document. */
export interface LintFinding {
  severity: 'error' | 'warning' | 'info';
  rule: string;
  message: string;
  /** A JSON pointer into the document. */
  where: string;
}

/** What one lint said of the document. */
export interface LintReport {
  tool: 'redocly' | 'spectral';
  errors: number;
  warnings: number;
  findings: LintFinding[];
}

/** The path of a package's command-line entry, from its package.json `bin`. */
function binOf(pkg: string, name: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [REPO_ROOT] });
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: Record<string, string> };
  return join(dirname(manifest), bin[name]);
}

/** Runs a Node CLI from the repository root (so it reads redocly.yaml or .spectral.yaml there); its stdout. */
function run(
  script: string,
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: REPO_ROOT,
      // No telemetry, update checks or colour: the lints run offline, in tests and in CI.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({
        status,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      }),
    );
  });
}

/** Parses a CLI's JSON report, or fails with what the CLI said instead. */
function parsed<T>(tool: string, output: { stdout: string; stderr: string }): T {
  try {
    return JSON.parse(output.stdout) as T;
  } catch {
    throw new Error(
      `${tool} did not report in JSON:\n${output.stdout.slice(0, 2000)}\n${output.stderr.slice(0, 2000)}`,
    );
  }
}

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Redocly CLI's `lint` with the repository's redocly.yaml (the recommended ruleset). */
export async function redoclyLint(file: string): Promise<LintReport> {
  const output = await run(binOf('@redocly/cli', 'redocly'), [
    'lint',
    file,
    '--format=json',
    '--max-problems=10000',
  ]);
  const report = parsed<{ problems: RedoclyProblem[] }>('redocly', output);
  const findings = report.problems.map((problem): LintFinding => ({
    severity: problem.severity === 'warn' ? 'warning' : 'error',
    rule: problem.ruleId,
    message: problem.message,
    where: problem.location[0]?.pointer ?? '',
  }));
  return summary('redocly', findings);
}

interface SpectralResult {
  code: string;
  severity: number;
  message: string;
  path: (string | number)[];
}

const SPECTRAL_SEVERITY: LintFinding['severity'][] = ['error', 'warning', 'info', 'info'];

/** Spectral's `lint` with the repository's .spectral.yaml (`spectral:oas`). */
export async function spectralLint(file: string): Promise<LintReport> {
  const output = await run(binOf('@stoplight/spectral-cli', 'spectral'), [
    'lint',
    file,
    '--ruleset',
    join(REPO_ROOT, '.spectral.yaml'),
    '--format=json',
    '--quiet',
  ]);
  const findings = parsed<SpectralResult[]>('spectral', output).map((result): LintFinding => ({
    severity: SPECTRAL_SEVERITY[result.severity] ?? 'info',
    rule: result.code,
    message: result.message,
    where: `#/${result.path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`,
  }));
  return summary('spectral', findings);
}

function summary(tool: LintReport['tool'], findings: LintFinding[]): LintReport {
  const count = (severity: LintFinding['severity']) => findings.filter((f) => f.severity === severity).length;
  return { tool, errors: count('error'), warnings: count('warning'), findings };
}

/** Both lints of an OpenAPI document file, run side by side (each CLI started once). */
export function lintApiDocument(file: string): Promise<LintReport[]> {
  return Promise.all([redoclyLint(file), spectralLint(file)]);
}

/** One line a finding, for a terminal or a failing test. */
export function findingLines(report: LintReport): string[] {
  return report.findings.map((f) => `${report.tool} ${f.severity} ${f.rule}: ${f.message} (${f.where})`);
}
