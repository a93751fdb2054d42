import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RJSFValidationError } from '@rjsf/utils';
import type { FormModule } from './form-module';
import { createFormValidator } from './form-validator';
import { schemaAtPointer } from './field-title';
import type { SchemaNode } from './json-schema';
import { FENQI_KEYWORD_NAMES } from './keyword-names';
import { readJson } from './schema-files';

/** One fixture file: `fixtures/<form>/<case>.json`. */
export interface FixtureCase {
  description: string;
  data: unknown;
  valid: boolean;
  errors?: { path: string; keyword?: string; message: string }[];
}

/** A reported error, reduced to what fixtures compare. */
export interface ReportedError {
  path: string;
  keyword: string;
  message: string;
}

/** The outcome of one case: `problems` is empty when it passed. */
export interface CaseResult {
  form: string;
  file: string;
  description: string;
  problems: string[];
  /** Rules this case proves: accepted ones for a valid case, rejected ones for an invalid case. */
  accepted: string[];
  rejected: string[];
}

/** The §5 rules; the suite fails unless each is accepted and rejected by some case. */
export const SPEC_RULES = ['required', ...FENQI_KEYWORD_NAMES] as const;

/** RJSF's dotted `property` as a JSON pointer (`.firstContact.name` → `/firstContact/name`). */
export function propertyToPointer(property: string | undefined): string {
  const parts = (property ?? '').split('.').filter(Boolean);
  return parts.length ? `/${parts.join('/')}` : '/';
}

function keywordOf(error: RJSFValidationError): string {
  if (error.name === 'errorMessage') {
    const inner = (error.params as { errors?: { keyword: string }[] } | undefined)?.errors;
    return inner?.[0]?.keyword ?? 'errorMessage';
  }
  return error.name ?? '';
}

/** Validates data as the browser does and reports `{path, keyword, message}` per error. */
export function reportErrors(form: FormModule, data: unknown): ReportedError[] {
  const validator = createFormValidator(form);
  const { errors } = validator.validateFormData(data, form.schema);
  return errors.map((e) => ({
    path: propertyToPointer(e.property),
    keyword: keywordOf(e),
    message: e.message ?? '',
  }));
}

/** §5 rules carried by the schema of every leaf value present in the data. */
function rulesOfPresentFields(schema: SchemaNode, data: unknown, pointer = ''): string[] {
  const here = pointer ? schemaAtPointer(schema, pointer) : undefined;
  const own = here ? SPEC_RULES.filter((rule) => rule !== 'required' && here[rule] !== undefined) : [];
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const nested = Object.entries(data).flatMap(([key, value]) =>
      rulesOfPresentFields(schema, value, `${pointer}/${key}`),
    );
    const parent = pointer ? here : schemaAtPointer(schema, '');
    const required = parent?.required?.some((key) => key in data) ? ['required'] : [];
    return [...own, ...nested, ...required];
  }
  return own;
}

/** Runs one case and says what, if anything, differs from the fixture. */
export function runCase(form: FormModule, file: string, fixture: FixtureCase): CaseResult {
  const got = reportErrors(form, fixture.data);
  const problems: string[] = [];
  const show = (e: { path: string; message: string }) => `${e.path}: ${e.message}`;
  if (fixture.valid && got.length > 0) {
    problems.push(`expected valid, got ${got.length} error(s):`, ...got.map((e) => `  got ${show(e)}`));
  }
  if (!fixture.valid && got.length === 0) problems.push('expected errors, got none (the data was accepted)');
  if (!fixture.valid && fixture.errors) {
    for (const want of fixture.errors) {
      const hit = got.find(
        (e) =>
          e.path === want.path && e.message === want.message && (!want.keyword || e.keyword === want.keyword),
      );
      if (!hit) {
        const atPath = got.filter((e) => e.path === want.path);
        problems.push(
          `missing ${show(want)}${want.keyword ? ` [${want.keyword}]` : ''}`,
          atPath.length
            ? `  at that path got: ${atPath.map((e) => `${e.message} [${e.keyword}]`).join(' | ')}`
            : '  nothing reported at that path',
        );
      }
    }
    for (const extra of got.filter(
      (e) => !fixture.errors?.some((w) => w.path === e.path && w.message === e.message),
    )) {
      problems.push(`unexpected ${show(extra)} [${extra.keyword}]`);
    }
  }
  const rejected = fixture.valid ? [] : [...new Set(got.map((e) => e.keyword))];
  const accepted = fixture.valid
    ? [...new Set(rulesOfPresentFields(form.schema as SchemaNode, fixture.data))]
    : [];
  return { form: form.name, file, description: fixture.description, problems, accepted, rejected };
}

/** Runs every case of one form's fixture folder, in file-name order. */
export function runFormFixtures(form: FormModule, fixturesDir: string): CaseResult[] {
  const dir = join(fixturesDir, form.name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => runCase(form, file, readJson(join(dir, file)) as FixtureCase));
}
