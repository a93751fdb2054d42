import type { CaseResult, ExpectedError, ReportedError } from '../../../src/validation/fixtures';
import { escapeAttribute, escapeText } from '../escape';
import { resultsByForm, type FixtureRun, type RuleCoverage } from '../run';

/** The name of the extra suite that holds one test case per §5 rule, on runs that judge coverage. */
export const COVERAGE_SUITE = 'spec §5 rule coverage';

const seconds = (ms: number) => (ms / 1000).toFixed(3);
/** JUnit's timestamp: ISO 8601 without a zone (UTC here) or fractions. */
const timestamp = (at: Date) => at.toISOString().slice(0, 19);

function element(name: string, attributes: Record<string, string | number>, body?: string): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
    .join('');
  return body === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${body}</${name}>`;
}

function errorLine(error: ExpectedError | ReportedError): string {
  return `  ${error.path}: ${error.message}${error.keyword ? ` [${error.keyword}]` : ''}`;
}

/** Expected against got, then what differs: the body of a failure. */
export function failureText(result: CaseResult): string {
  const lines: string[] = [];
  if (result.expected) {
    const wanted = result.expected.errors ?? [];
    lines.push(
      result.expected.valid
        ? 'expected: valid (no errors)'
        : wanted.length
          ? 'expected: rejected, with these errors:'
          : 'expected: rejected (no messages listed)',
      ...wanted.map(errorLine),
      result.got.length ? `got: ${result.got.length} error(s):` : 'got: no errors (the data was accepted)',
      ...result.got.map(errorLine),
      'differences:',
    );
  }
  lines.push(...result.problems.map((p) => (result.expected ? `  ${p}` : p)));
  return lines.join('\n');
}

function testcase(result: CaseResult): string {
  const attributes = {
    name: result.description ? `${result.file} — ${result.description}` : result.file,
    classname: `fixtures.${result.form}`,
    file: `fixtures/${result.form}/${result.file === '(folder)' ? '' : result.file}`,
    time: seconds(result.ms),
  };
  if (result.problems.length === 0) return element('testcase', attributes);
  const [kind, type] = result.broken ? ['error', 'BrokenFixture'] : ['failure', 'FixtureMismatch'];
  const message = result.broken ? result.problems[0] : (result.problems[0] ?? '').trim();
  return element('testcase', attributes, element(kind, { message, type }, escapeText(failureText(result))));
}

function coverageCase(coverage: RuleCoverage): string {
  const attributes = { name: coverage.rule, classname: 'fixtures.coverage', time: seconds(0) };
  const lacking = [coverage.accepting === 0 && 'accepting', coverage.rejecting === 0 && 'rejecting'].filter(
    Boolean,
  );
  if (!lacking.length) return element('testcase', attributes);
  const message = `no ${lacking.join(' and no ')} case for the rule ${coverage.rule}`;
  const body = `accepting cases: ${coverage.accepting}\nrejecting cases: ${coverage.rejecting}\nEvery §5 rule needs a case a form accepts and a case it rejects.`;
  return element(
    'testcase',
    attributes,
    element('failure', { message, type: 'RuleNotCovered' }, escapeText(body)),
  );
}

function suite(
  name: string,
  cases: string[],
  counts: { failures: number; errors: number },
  ms: number,
  at: Date,
) {
  return element(
    'testsuite',
    {
      name,
      tests: cases.length,
      failures: counts.failures,
      errors: counts.errors,
      skipped: 0,
      time: seconds(ms),
      timestamp: timestamp(at),
    },
    `\n${cases.map((c) => `    ${c}\n`).join('')}  `,
  );
}

/**
 * JUnit XML for CI: one `<testsuite>` per form, one `<testcase>` per fixture file whose
 * `<failure>` carries expected against got (`<error>` for a file that is not a usable fixture),
 * and on a run over every form a suite with one case per §5 rule.
 */
export function junitReport(run: FixtureRun): string {
  const suites: string[] = [];
  let tests = 0;
  let failures = 0;
  let errors = 0;
  for (const [form, results] of resultsByForm(run)) {
    const counts = {
      failures: results.filter((r) => r.problems.length && !r.broken).length,
      errors: results.filter((r) => r.broken).length,
    };
    const ms = results.reduce((sum, r) => sum + r.ms, 0);
    suites.push(suite(form, results.map(testcase), counts, ms, run.finishedAt));
    tests += results.length;
    failures += counts.failures;
    errors += counts.errors;
  }
  if (run.coverageJudged) {
    const lacking = run.coverage.filter((c) => c.accepting === 0 || c.rejecting === 0).length;
    suites.push(
      suite(
        COVERAGE_SUITE,
        run.coverage.map(coverageCase),
        { failures: lacking, errors: 0 },
        0,
        run.finishedAt,
      ),
    );
    tests += run.coverage.length;
    failures += lacking;
  }
  const root = element(
    'testsuites',
    {
      name: 'fixtures',
      tests,
      failures,
      errors,
      time: seconds(run.ms),
      timestamp: timestamp(run.finishedAt),
    },
    `\n${suites.map((s) => `  ${s}\n`).join('')}`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
