import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brokenCase, fixtureShapeProblems, runFormFixtures } from '../../src/validation/fixtures';
import { fixturesCli } from './cli';
import { exitCodeOf, loadForm, makeRun, runForms, strayFixtureFolders } from './run';

const ACCEPTED = {
  description: '兩次密碼相同',
  data: { oldPasswd: 'demo1234', newPasswd: 'newpass12', confirmPasswd: 'newpass12' },
  valid: true,
};
const REJECTED = {
  description: '確認密碼不同',
  data: { oldPasswd: 'demo1234', newPasswd: 'newpass12', confirmPasswd: 'newpass13' },
  valid: false,
  errors: [{ path: '/confirmPasswd', keyword: 'confirmPassword', message: '兩次密碼輸入不同，請重新確認' }],
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fenqi-fixtures-'));
  mkdirSync(join(dir, 'changePassword'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (file: string, content: unknown) =>
  writeFileSync(
    join(dir, 'changePassword', file),
    typeof content === 'string' ? content : JSON.stringify(content, null, 2),
  );
const run = () => runFormFixtures(loadForm('changePassword'), dir);

describe('a fixture file', () => {
  it('may carry a top-level "$schema" for editors: the runner ignores it', () => {
    write('accept.json', { $schema: '../../editor/meta-schemas/fixture.schema.json', ...ACCEPTED });
    write('reject.json', { $schema: 'https://example.test/fixture.json', ...REJECTED });
    const results = run();
    expect(results.map((r) => [r.file, r.problems, r.broken])).toEqual([
      ['accept.json', [], false],
      ['reject.json', [], false],
    ]);
    expect(results[1]).toMatchObject({
      expected: { valid: false, errors: REJECTED.errors },
      got: [{ path: '/confirmPasswd', keyword: 'confirmPassword', message: '兩次密碼輸入不同，請重新確認' }],
      fieldTitles: { '/confirmPasswd': '確認新密碼' },
      rejected: ['confirmPassword'],
    });
  });

  it('that is not JSON, or has a misspelt key, fails as a broken case instead of stopping the run', () => {
    write('a-bad-json.json', '{"description": "半個檔案",');
    write('b-typo.json', { ...REJECTED, error: REJECTED.errors, errors: undefined });
    write('c-good.json', ACCEPTED);
    const results = run();
    expect(results.map((r) => [r.file, r.broken])).toEqual([
      ['a-bad-json.json', true],
      ['b-typo.json', true],
      ['c-good.json', false],
    ]);
    expect(results[0].problems[0]).toMatch(/^not valid JSON: /);
    expect(results[1].problems).toEqual([
      'unknown key "error" (a fixture has description, data, valid and errors)',
    ]);
    expect(results[1].description).toBe('確認密碼不同');
  });

  it('ignores files that are not .json', () => {
    write('notes.txt', 'not a case');
    write('accept.json', ACCEPTED);
    expect(run().map((r) => r.file)).toEqual(['accept.json']);
  });
});

describe('fixtureShapeProblems', () => {
  it.each([
    ['not an object', [], ['a fixture file holds one JSON object: {description, data, valid, errors?}']],
    [
      'wrong types, no data',
      { description: 1, valid: 'yes' },
      ['"description" must be a text', '"data" is missing', '"valid" must be true or false'],
    ],
    [
      'errors not a list',
      { ...REJECTED, errors: {} },
      ['"errors" must be a list of {path, keyword?, message}'],
    ],
    [
      'malformed expected errors',
      { ...REJECTED, errors: [{ path: '/a' }, { path: '/b', message: 'm', keyword: 3, mesage: 'x' }] },
      [
        'errors[0] needs a "path" and a "message" (texts)',
        'errors[1]: unknown key "mesage"',
        'errors[1]: "keyword" must be a text',
      ],
    ],
    [
      'errors on a valid case',
      { ...ACCEPTED, errors: REJECTED.errors },
      ['"errors" are listed but "valid" is true'],
    ],
  ])('%s', (_name, raw, problems) => {
    expect(fixtureShapeProblems(raw)).toEqual(problems);
  });

  it('accepts the documented shape, with and without $schema', () => {
    expect(fixtureShapeProblems(REJECTED)).toEqual([]);
    expect(fixtureShapeProblems({ $schema: 'x', ...ACCEPTED })).toEqual([]);
  });
});

describe('runs', () => {
  it('reports a fixture folder that names no form', () => {
    mkdirSync(join(dir, 'changePasswrd'));
    expect(strayFixtureFolders(['changePassword'], dir)).toEqual([
      brokenCase('changePasswrd', '(folder)', [
        'fixtures/changePasswrd/ names no form: there is no schemas/changePasswrd.json, so its cases never run',
      ]),
    ]);
  });

  it('fail on a failed case; on a rule lacking cases only when every form ran', () => {
    const results = runForms(['changePassword']);
    expect(results.every((r) => r.problems.length === 0)).toBe(true);
    expect(exitCodeOf(makeRun(['changePassword'], results, false, 0))).toBe(0);
    expect(exitCodeOf(makeRun(['changePassword'], results, true, 0))).toBe(1);
    const failed = [...results, brokenCase('changePassword', 'x.json', ['not valid JSON'])];
    expect(exitCodeOf(makeRun(['changePassword'], failed, false, 0))).toBe(1);
  });
});

describe('npm run fixtures --', () => {
  const cli = async (argv: string[], env: Record<string, string> = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await fixturesCli(argv, env, { stdout: (t) => out.push(t), stderr: (t) => err.push(t) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it('--form runs only that form, and shows coverage without judging it', async () => {
    const { code, out } = await cli(['--form', 'changePassword']);
    expect(code).toBe(0);
    const table = out.split('\n\n')[0].split('\n');
    expect(table.map((line) => line.split(/\s+/)[0])).toEqual(['form', 'changePassword']);
    expect(out).toContain('judged only when every form runs');
    expect(out).not.toContain('rules lacking');
    expect(out).toMatch(/\n8 passed, 0 failed/);
  });

  it('--form with an unknown form exits 2 and lists the forms', async () => {
    const { code, out, err } = await cli(['--form', 'nope']);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^fixtures: unknown form "nope"\. The forms are: changePassword, .*login/);
  });

  it('--reporter junit --output writes the file and says where', async () => {
    const output = join(dir, 'reports', 'junit.xml');
    const { code, out } = await cli(['--form', 'login', '--reporter', 'junit', '--output', output]);
    expect(code).toBe(0);
    expect(out).toContain(`JUnit report: ${output}`);
    expect(readFileSync(output, 'utf8')).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="fixtures" tests="7"/,
    );
  });

  it('--output - prints the report on stdout and the table on stderr', async () => {
    const { code, out, err } = await cli(['--form', 'login', '--reporter', 'html', '--output', '-']);
    expect(code).toBe(0);
    expect(out).toMatch(/^<!doctype html>/);
    expect(err).toMatch(/^form +cases +passed +failed\nlogin /);
  });
});
