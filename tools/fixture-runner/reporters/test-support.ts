import { brokenCase, type CaseResult } from '../../../src/validation/fixtures';
import { makeRun, type FixtureRun } from '../run';

/** A description with everything markup must escape, a control character and an emoji. */
export const NASTY = `<b>"引號" & 'apostrophe'</b>\u0001 ]]> 😀`;

function passed(form: string, file: string, description: string, valid: boolean): CaseResult {
  const error = { path: '/name', keyword: 'ch_name', message: '姓名格式錯誤' };
  return {
    form,
    file,
    description,
    problems: [],
    accepted: valid ? ['required', 'ch_name'] : [],
    rejected: valid ? [] : ['ch_name'],
    expected: valid ? { valid } : { valid, errors: [error] },
    got: valid ? [] : [error],
    fieldTitles: { '/name': '姓名' },
    broken: false,
    ms: 1.5,
  };
}

/** A case whose fixture expects one message and the validator shows another. */
export const MISMATCH: CaseResult = {
  form: 'login',
  file: 'reject-nasty.json',
  description: NASTY,
  problems: [
    'missing /account: 請輸入<帳號> & "密碼" [required]',
    '  at that path got: 請輸入身分證字號 [required]',
    'unexpected /account: 請輸入身分證字號 [required]',
  ],
  accepted: [],
  rejected: ['required'],
  expected: {
    valid: false,
    errors: [{ path: '/account', keyword: 'required', message: '請輸入<帳號> & "密碼"' }],
  },
  got: [{ path: '/account', keyword: 'required', message: '請輸入身分證字號' }],
  fieldTitles: { '/account': '身分證字號' },
  broken: false,
  ms: 2,
};

export const BROKEN = brokenCase('login', 'broken.json', ['not valid JSON: Unexpected end of JSON input']);

/** Two forms: changePassword passes both cases, login has a mismatch and a broken file. */
export function sampleRun(coverageJudged: boolean): FixtureRun {
  return makeRun(
    ['changePassword', 'login'],
    [
      passed('changePassword', 'accept-valid.json', '兩次密碼相同', true),
      passed('changePassword', 'reject-name.json', '姓名錯誤', false),
      BROKEN,
      MISMATCH,
    ],
    coverageJudged,
    42,
    { changePassword: '變更密碼', login: '會員登入' },
  );
}
