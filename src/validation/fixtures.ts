import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runFixtureText, type CaseResult } from './fixture-case';
import type { FormModule } from './form-module';

export * from './fixture-case';

/** Reads and runs one fixture file; a file that is not JSON or not a fixture becomes a broken case. */
export function runFixtureFile(form: FormModule, path: string, file: string): CaseResult {
  return runFixtureText(form, readFileSync(path, 'utf8'), file);
}

/** The fixture files of one form's folder (`*.json`), in file-name order; none when it has no folder. */
export function fixtureFiles(fixturesDir: string, form: string): string[] {
  const dir = join(fixturesDir, form);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/** Runs every case of one form's fixture folder, in file-name order. */
export function runFormFixtures(form: FormModule, fixturesDir: string): CaseResult[] {
  return fixtureFiles(fixturesDir, form.name).map((file) =>
    runFixtureFile(form, join(fixturesDir, form.name, file), file),
  );
}
