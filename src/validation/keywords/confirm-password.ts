import { _, type CodeKeywordDefinition } from 'ajv';

/**
 * `confirmPassword: {"$data": "1/newPassword"}` — the value equals the password it points at.
 * Written as a `$data` keyword so the comparison target is data, not a constant.
 */
export const confirmPasswordKeyword: CodeKeywordDefinition = {
  keyword: 'confirmPassword',
  $data: true,
  schemaType: 'string',
  error: { message: '兩次密碼輸入不同，請重新確認' },
  code(cxt) {
    cxt.fail$data(_`${cxt.data} !== ${cxt.schemaCode}`);
  },
};
