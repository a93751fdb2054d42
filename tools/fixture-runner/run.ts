import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_RULES, brokenCase, runFormFixtures, type CaseResult } from '../../src/validation/fixtures';
import type { FormModule } from '../../src/validation/form-module';
import { GENERATED_DIR } from '../../src/validation/generated';
import { FIXTURES_DIR } from '../../src/validation/schema-files';

/** How many cases accept and how many reject one §5 rule. */
export interface RuleCoverage {
  rule: string;
  accepting: number;
  rejecting: number;
}

/** One run of the suite over some forms: what every reporter is given. */
export interface FixtureRun {
  /** The forms that ran, in name order. */
  forms: string[];
  results: CaseResult[];
  coverage: RuleCoverage[];
  /**
   * Whether rule coverage decides the outcome. Only a run over every form judges it: a rule one
   * form never uses is covered by another form's cases, so `--form` runs show it for information.
   */
  coverageJudged: boolean;
  /** Each form's schema `title` (變更密碼 for changePassword), for people. */
  formTitles: Record<string, string>;
  finishedAt: Date;
  ms: number;
}

/**
 * Loads a form's precompiled module, the one the browser bundles. `fresh` drops the cached module
 * first, so a watcher sees what the precompiler has just rewritten.
 */
export function loadForm(name: string, fresh = false, generatedDir: string = GENERATED_DIR): FormModule {
  const path = join(generatedDir, 'forms', `${name}.js`);
  if (fresh) {
    for (const file of [path, join(generatedDir, 'validators', `${name}.js`)]) {
      delete require.cache[file];
    }
  }
  if (!existsSync(path)) {
    throw new Error(
      `${name}: .generated/forms/${name}.js is missing; run npm run precompile (npm run fixtures does)`,
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- generated CommonJS module
  return require(path) as FormModule;
}

/** Runs the cases of these forms, form by form, each form's cases in file-name order. */
export function runForms(
  forms: readonly string[],
  load: (name: string) => FormModule = (name) => loadForm(name),
  fixturesDir: string = FIXTURES_DIR,
): CaseResult[] {
  return forms.flatMap((name) => runFormFixtures(load(name), fixturesDir));
}

/**
 * Folders of `fixtures/` that name no form (a misspelt folder's cases would otherwise never run):
 * one failed case each.
 */
export function strayFixtureFolders(
  forms: readonly string[],
  fixturesDir: string = FIXTURES_DIR,
): CaseResult[] {
  if (!existsSync(fixturesDir)) return [];
  return readdirSync(fixturesDir)
    .filter((entry) => !entry.startsWith('.') && statSync(join(fixturesDir, entry)).isDirectory())
    .filter((entry) => !forms.includes(entry))
    .sort()
    .map((entry) =>
      brokenCase(entry, '(folder)', [
        `fixtures/${entry}/ names no form: there is no schemas/${entry}.json, so its cases never run`,
      ]),
    );
}

/** Accepting and rejecting cases per §5 rule. */
export function ruleCoverage(results: readonly CaseResult[]): RuleCoverage[] {
  return SPEC_RULES.map((rule) => ({
    rule,
    accepting: results.filter((r) => r.accepted.includes(rule)).length,
    rejecting: results.filter((r) => r.rejected.includes(rule)).length,
  }));
}

/** The schema `title` of each form that has one. */
export function formTitles(
  forms: readonly string[],
  load: (name: string) => FormModule = (name) => loadForm(name),
): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const name of forms) {
    const title = load(name).schema.title;
    if (title) titles[name] = title;
  }
  return titles;
}

export function makeRun(
  forms: readonly string[],
  results: CaseResult[],
  coverageJudged: boolean,
  ms: number,
  titles: Record<string, string> = {},
): FixtureRun {
  return {
    forms: [...forms],
    results,
    coverage: ruleCoverage(results),
    coverageJudged,
    formTitles: titles,
    finishedAt: new Date(),
    ms,
  };
}

export function failedCases(run: FixtureRun): CaseResult[] {
  return run.results.filter((r) => r.problems.length > 0);
}

/** Rules without an accepting or a rejecting case, whether or not the run judges coverage. */
export function rulesLackingCases(run: FixtureRun): string[] {
  return run.coverage.filter((c) => c.accepting === 0 || c.rejecting === 0).map((c) => c.rule);
}

/** 1 on a failed case, or on a rule lacking cases when the run judges coverage; else 0. */
export function exitCodeOf(run: FixtureRun): number {
  const uncovered = run.coverageJudged ? rulesLackingCases(run) : [];
  return failedCases(run).length > 0 || uncovered.length > 0 ? 1 : 0;
}

/** The forms a case result belongs to, in the run's order, with that form's results. */
export function resultsByForm(run: FixtureRun): [string, CaseResult[]][] {
  const names = [...run.forms, ...run.results.map((r) => r.form).filter((f) => !run.forms.includes(f))];
  return [...new Set(names)].map((form) => [form, run.results.filter((r) => r.form === form)]);
}
