/**
 * @jest-environment jsdom
 */
import { SPEC_RULES } from '../../../src/validation/fixtures';
import { COVERAGE_SUITE, junitReport } from './junit';
import { NASTY, sampleRun } from './test-support';

/** Parses the report back as XML, failing on any well-formedness error. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const attrs = (element: Element, ...names: string[]) => names.map((name) => element.getAttribute(name));

describe('junitReport', () => {
  const doc = parse(junitReport(sampleRun(true)));
  const suites = [...doc.documentElement.children];

  it('is a <testsuites> document with one suite per form, then the coverage suite', () => {
    expect(doc.documentElement.tagName).toBe('testsuites');
    expect(suites.map((s) => s.tagName)).toEqual(['testsuite', 'testsuite', 'testsuite']);
    expect(suites.map((s) => s.getAttribute('name'))).toEqual(['changePassword', 'login', COVERAGE_SUITE]);
    expect(attrs(suites[0], 'tests', 'failures', 'errors', 'skipped')).toEqual(['2', '0', '0', '0']);
    expect(attrs(suites[1], 'tests', 'failures', 'errors')).toEqual(['2', '1', '1']);
    const rulesLacking = SPEC_RULES.filter((rule) => !['required', 'ch_name'].includes(rule)).length;
    expect(attrs(doc.documentElement, 'tests', 'failures', 'errors')).toEqual([
      String(4 + SPEC_RULES.length),
      String(1 + rulesLacking),
      '1',
    ]);
    expect(doc.documentElement.getAttribute('timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
  });

  it('has one test case per fixture file, named by file and description', () => {
    const cases = [...suites[0].children];
    expect(cases.map((c) => attrs(c, 'name', 'classname', 'file', 'time'))).toEqual([
      [
        'accept-valid.json — 兩次密碼相同',
        'fixtures.changePassword',
        'fixtures/changePassword/accept-valid.json',
        '0.002',
      ],
      [
        'reject-name.json — 姓名錯誤',
        'fixtures.changePassword',
        'fixtures/changePassword/reject-name.json',
        '0.002',
      ],
    ]);
    expect(cases.every((c) => c.children.length === 0)).toBe(true);
  });

  it('carries expected against got in a failure, escaped so every character comes back', () => {
    const [broken, mismatch] = [...suites[1].children];
    // The control character cannot be in XML at all: it becomes U+FFFD.
    expect(mismatch.getAttribute('name')).toBe(`reject-nasty.json — ${NASTY.replace('\u0001', '\uFFFD')}`);
    const failure = mismatch.getElementsByTagName('failure')[0];
    expect(attrs(failure, 'type', 'message')).toEqual([
      'FixtureMismatch',
      'missing /account: 請輸入<帳號> & "密碼" [required]',
    ]);
    expect(failure.textContent).toBe(
      [
        'expected: rejected, with these errors:',
        '  /account: 請輸入<帳號> & "密碼" [required]',
        'got: 1 error(s):',
        '  /account: 請輸入身分證字號 [required]',
        'differences:',
        '  missing /account: 請輸入<帳號> & "密碼" [required]',
        '    at that path got: 請輸入身分證字號 [required]',
        '  unexpected /account: 請輸入身分證字號 [required]',
      ].join('\n'),
    );
    const error = broken.getElementsByTagName('error')[0];
    expect(attrs(error, 'type', 'message')).toEqual([
      'BrokenFixture',
      'not valid JSON: Unexpected end of JSON input',
    ]);
  });

  it('keeps line breaks in attributes', () => {
    const run = sampleRun(false);
    run.results[3] = { ...run.results[3], problems: ['two\nlines'] };
    const failure = parse(junitReport(run)).getElementsByTagName('failure')[0];
    expect(failure.getAttribute('message')).toBe('two\nlines');
  });

  it('has a case per §5 rule on a run over every form, and none on a --form run', () => {
    const coverage = [...suites[2].children];
    expect(coverage.map((c) => c.getAttribute('name'))).toEqual([...SPEC_RULES]);
    const tw = coverage.find((c) => c.getAttribute('name') === 'tw_id');
    expect(tw?.getElementsByTagName('failure')[0].getAttribute('message')).toBe(
      'no accepting and no rejecting case for the rule tw_id',
    );
    expect(coverage.find((c) => c.getAttribute('name') === 'ch_name')?.children).toHaveLength(0);
    const partial = parse(junitReport(sampleRun(false)));
    expect([...partial.documentElement.children].map((s) => s.getAttribute('name'))).toEqual([
      'changePassword',
      'login',
    ]);
  });
});
