import type { RJSFSchema } from '@rjsf/utils';

/** The shape of the login form (ID number and password), enough for RJSF to render two inputs. */
export const LOGIN_SCHEMA: RJSFSchema = {
  type: 'object',
  properties: { idNum: { type: 'string', title: '身分證字號' }, pwd: { type: 'string', title: '密碼' } },
};
