/**
 * `npm run fixtures`: every case of `fixtures/<form>/` through the precompiled validator the
 * browser uses. One row per form, the rule coverage of spec §5, then `N passed, N failed`.
 * Exits non-zero on a failed case or on a §5 rule without an accepting and a rejecting case.
 */
import { join } from 'node:path';
import type { FormModule } from '../src/validation/form-module';
import { SPEC_RULES, runFormFixtures, type CaseResult } from '../src/validation/fixtures';
import { FIXTURES_DIR, REPO_ROOT, formNames } from '../src/validation/schema-files';

function loadForm(name: string): FormModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- generated CommonJS module
  return require(join(REPO_ROOT, '.generated', 'forms', `${name}.js`)) as FormModule;
}

const results: CaseResult[] = [];
const rows: string[][] = [['form', 'cases', 'passed', 'failed']];
for (const name of formNames()) {
  const formResults = runFormFixtures(loadForm(name), FIXTURES_DIR);
  const failed = formResults.filter((r) => r.problems.length > 0).length;
  rows.push([name, String(formResults.length), String(formResults.length - failed), String(failed)]);
  results.push(...formResults);
}

const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => row[col].length)));
for (const row of rows) console.log(row.map((cell, col) => cell.padEnd(widths[col])).join('  '));

const failures = results.filter((r) => r.problems.length > 0);
for (const failure of failures) {
  console.log(`\n✗ ${failure.form}/${failure.file} — ${failure.description}`);
  for (const problem of failure.problems) console.log(`    ${problem}`);
}

console.log('\nspec §5 rule coverage (accepting / rejecting cases):');
const uncovered: string[] = [];
for (const rule of SPEC_RULES) {
  const accepting = results.filter((r) => r.accepted.includes(rule)).length;
  const rejecting = results.filter((r) => r.rejected.includes(rule)).length;
  if (accepting === 0 || rejecting === 0) uncovered.push(rule);
  console.log(`  ${rule.padEnd(18)} ${String(accepting).padStart(3)} / ${String(rejecting).padStart(3)}`);
}
if (uncovered.length)
  console.log(`\nrules lacking an accepting or a rejecting case: ${uncovered.join(', ')}`);

const passed = results.length - failures.length;
console.log(`\n${passed} passed, ${failures.length} failed`);
process.exitCode = failures.length > 0 || uncovered.length > 0 ? 1 : 0;
