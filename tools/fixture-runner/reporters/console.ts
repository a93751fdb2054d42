import type { CaseResult } from '../../../src/validation/fixtures';
import { failedCases, resultsByForm, rulesLackingCases, type FixtureRun } from '../run';

/** One row per form: cases, passed, failed; columns padded. */
function formTable(byForm: [string, CaseResult[]][]): string[] {
  const rows: string[][] = [['form', 'cases', 'passed', 'failed']];
  for (const [form, results] of byForm) {
    const failed = results.filter((r) => r.problems.length > 0).length;
    rows.push([form, String(results.length), String(results.length - failed), String(failed)]);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
  return rows.map((row) => row.map((cell, col) => cell.padEnd(widths[col])).join('  '));
}

function failureLines(failures: CaseResult[]): string[] {
  return failures.flatMap((failure) => [
    '',
    `✗ ${failure.form}/${failure.file} — ${failure.description}`,
    ...failure.problems.map((problem) => `    ${problem}`),
  ]);
}

/**
 * The default report: one row per form, each failed case with what differs, the §5 rule
 * coverage, then `N passed, N failed`.
 */
export function consoleReport(run: FixtureRun): string {
  const failures = failedCases(run);
  const lines = [...formTable(resultsByForm(run)), ...failureLines(failures)];
  lines.push(
    '',
    run.coverageJudged
      ? 'spec §5 rule coverage (accepting / rejecting cases):'
      : 'spec §5 rule coverage in these forms (accepting / rejecting cases; judged only when every form runs):',
  );
  // A run over some forms lists only the rules their cases touch.
  const shown = run.coverage.filter((c) => run.coverageJudged || c.accepting + c.rejecting > 0);
  for (const { rule, accepting, rejecting } of shown) {
    lines.push(`  ${rule.padEnd(18)} ${String(accepting).padStart(3)} / ${String(rejecting).padStart(3)}`);
  }
  if (shown.length < run.coverage.length) {
    lines.push(`  (no case here touches ${run.coverage.length - shown.length} other rule(s))`);
  }
  const uncovered = rulesLackingCases(run);
  if (uncovered.length && run.coverageJudged) {
    lines.push('', `rules lacking an accepting or a rejecting case: ${uncovered.join(', ')}`);
  }
  lines.push('', `${run.results.length - failures.length} passed, ${failures.length} failed`);
  return lines.join('\n');
}

/** The coverage verdict in a few words. */
function coverageWords(run: FixtureRun): string {
  if (!run.coverageJudged) return '§5 coverage not judged (--form)';
  const uncovered = rulesLackingCases(run);
  return uncovered.length ? `§5 rules lacking cases: ${uncovered.join(', ')}` : '§5 coverage complete';
}

/**
 * What `--watch` prints after each change: the forms that ran again (and fixture folders that
 * changed) with their failures, then one line over every form being watched, naming the cases
 * still failing elsewhere.
 */
export function watchReport(run: FixtureRun, rerun: readonly string[], changed: readonly string[]): string {
  const time = run.finishedAt.toTimeString().slice(0, 8);
  const list = (items: readonly string[]) =>
    items.length > 3 ? `${items.slice(0, 3).join(', ')} and ${items.length - 3} more` : items.join(', ');
  const byForm = resultsByForm(run).filter(([form]) => rerun.includes(form));
  const failures = failedCases(run);
  const elsewhere = failures.filter((f) => !rerun.includes(f.form)).map((f) => `${f.form}/${f.file}`);
  const lines = [
    '',
    `── ${time} ${list(changed) || 'files'} changed: ran ${rerun.join(', ')} again (${Math.round(run.ms)} ms) ──`,
    ...(byForm.length ? formTable(byForm) : []),
    ...failureLines(failures.filter((f) => rerun.includes(f.form))),
    '',
    `all ${run.forms.length} watched form(s): ${run.results.length - failures.length} passed, ${failures.length} failed · ${coverageWords(run)}`,
  ];
  if (elsewhere.length) lines.push(`still failing elsewhere: ${list(elsewhere)}`);
  return lines.join('\n');
}
