/*
 * A fixture case and how it is judged, with no file system: the fixture runner (fixtures.ts) and
 * the form studio in the browser judge cases with the same code.
 */
import type { RJSFValidationError } from '@rjsf/utils';
import type { FormModule } from './form-module';
import { createFormValidator } from './form-validator';
import { schemaAtPointer } from './field-title';
import { isSchemaNode, type SchemaNode } from './json-schema';
import { FENQI_KEYWORD_NAMES } from './keyword-names';

/** An error a fixture expects: `keyword` is optional, path and message must match. */
export interface ExpectedError {
  path: string;
  keyword?: string;
  message: string;
}

/**
 * One fixture file: `fixtures/<form>/<case>.json`. A top-level `$schema` (the editor's
 * meta-schema) may be present; the runner ignores it.
 */
export interface FixtureCase {
  description: string;
  data: unknown;
  valid: boolean;
  errors?: ExpectedError[];
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
  /** What the fixture expects; absent when the file is not a usable fixture (see `broken`). */
  expected?: { valid: boolean; errors?: ExpectedError[] };
  /** What the validator reported, as a user would see it. */
  got: ReportedError[];
  /** The `title` of each field an expected or reported error points at, by path. */
  fieldTitles: Record<string, string>;
  /** True when the file could not be run at all (not JSON, or not a fixture's shape). */
  broken: boolean;
  /** How long validating the case took. */
  ms: number;
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

/** True when a reported error is the one a fixture expects (its keyword too, when it names one). */
export function errorMatches(want: ExpectedError, got: ReportedError): boolean {
  return (
    got.path === want.path && got.message === want.message && (!want.keyword || got.keyword === want.keyword)
  );
}

/** True when a reported error is one the fixture lists (path and message; the keyword aside). */
export function errorListed(got: ReportedError, wanted: readonly ExpectedError[]): boolean {
  return wanted.some((w) => w.path === got.path && w.message === got.message);
}

/** Top-level keys of a fixture file; `$schema` only points editors at the fixture meta-schema. */
const FIXTURE_KEYS = ['$schema', 'description', 'data', 'valid', 'errors'];
const EXPECTED_ERROR_KEYS = ['path', 'keyword', 'message'];

/**
 * What makes a parsed file unusable as a fixture, in words a tester can act on; empty when it is
 * one. An unknown key fails rather than being ignored: `"error": […]` for `"errors"` would
 * otherwise pass without checking a single message.
 */
export function fixtureShapeProblems(raw: unknown): string[] {
  if (!isSchemaNode(raw)) {
    return ['a fixture file holds one JSON object: {description, data, valid, errors?}'];
  }
  const problems: string[] = [];
  for (const key of Object.keys(raw)) {
    if (!FIXTURE_KEYS.includes(key)) {
      problems.push(`unknown key "${key}" (a fixture has description, data, valid and errors)`);
    }
  }
  if (typeof raw.description !== 'string') problems.push('"description" must be a text');
  if (!('data' in raw)) problems.push('"data" is missing');
  if (typeof raw.valid !== 'boolean') problems.push('"valid" must be true or false');
  if (raw.errors !== undefined) {
    if (!Array.isArray(raw.errors)) {
      problems.push('"errors" must be a list of {path, keyword?, message}');
    } else {
      raw.errors.forEach((error: unknown, i) => {
        if (!isSchemaNode(error) || typeof error.path !== 'string' || typeof error.message !== 'string') {
          problems.push(`errors[${i}] needs a "path" and a "message" (texts)`);
          return;
        }
        const unknown = Object.keys(error).filter((key) => !EXPECTED_ERROR_KEYS.includes(key));
        if (unknown.length) {
          problems.push(`errors[${i}]: unknown key ${unknown.map((k) => `"${k}"`).join(', ')}`);
        }
        if (error.keyword !== undefined && typeof error.keyword !== 'string') {
          problems.push(`errors[${i}]: "keyword" must be a text`);
        }
      });
      if (raw.valid === true && raw.errors.length > 0) {
        problems.push('"errors" are listed but "valid" is true');
      }
    }
  }
  return problems;
}

function fieldTitles(form: FormModule, paths: string[]): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const path of new Set(paths)) {
    const title = schemaAtPointer(form.schema as SchemaNode, path)?.title;
    if (typeof title === 'string') titles[path] = title;
  }
  return titles;
}

/** Runs one case and says what, if anything, differs from the fixture. */
export function runCase(form: FormModule, file: string, fixture: FixtureCase): CaseResult {
  const started = performance.now();
  const got = reportErrors(form, fixture.data);
  const problems: string[] = [];
  const show = (e: { path: string; message: string }) => `${e.path}: ${e.message}`;
  if (fixture.valid && got.length > 0) {
    problems.push(`expected valid, got ${got.length} error(s):`, ...got.map((e) => `  got ${show(e)}`));
  }
  if (!fixture.valid && got.length === 0) problems.push('expected errors, got none (the data was accepted)');
  if (!fixture.valid && fixture.errors) {
    for (const want of fixture.errors) {
      const hit = got.find((e) => errorMatches(want, e));
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
    for (const extra of got.filter((e) => !errorListed(e, fixture.errors ?? []))) {
      problems.push(`unexpected ${show(extra)} [${extra.keyword}]`);
    }
  }
  const rejected = fixture.valid ? [] : [...new Set(got.map((e) => e.keyword))];
  const accepted = fixture.valid
    ? [...new Set(rulesOfPresentFields(form.schema as SchemaNode, fixture.data))]
    : [];
  const expected = { valid: fixture.valid, ...(fixture.errors ? { errors: fixture.errors } : {}) };
  return {
    form: form.name,
    file,
    description: fixture.description,
    problems,
    accepted,
    rejected,
    expected,
    got,
    fieldTitles: fieldTitles(
      form,
      [...(fixture.errors ?? []), ...got].map((e) => e.path),
    ),
    broken: false,
    ms: performance.now() - started,
  };
}

/** A file that could not be run: it counts as a failed case, with what is wrong with it. */
export function brokenCase(form: string, file: string, problems: string[], description = ''): CaseResult {
  return {
    form,
    file,
    description,
    problems,
    accepted: [],
    rejected: [],
    got: [],
    fieldTitles: {},
    broken: true,
    ms: 0,
  };
}

/**
 * Runs one fixture given as text (a file's content, or the studio's unsaved edit); text that is
 * not JSON or not a fixture becomes a broken case.
 */
export function runFixtureText(form: FormModule, text: string, file: string): CaseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return brokenCase(form.name, file, [`not valid JSON: ${(error as Error).message}`]);
  }
  const shape = fixtureShapeProblems(raw);
  if (shape.length) {
    const description = isSchemaNode(raw) && typeof raw.description === 'string' ? raw.description : '';
    return brokenCase(form.name, file, shape, description);
  }
  return runCase(form, file, raw as FixtureCase);
}
