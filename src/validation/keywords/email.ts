import { isEmailAddress } from '../checks/email';
import { defineCheckKeyword } from './define-check-keyword';

/** `email: true` — a valid address of at most 40 characters. */
export const emailKeyword = defineCheckKeyword({
  keyword: 'email',
  module: 'email',
  exportName: 'isEmailAddress',
  check: isEmailAddress,
  type: 'string',
  message: '請輸入正確的{field}',
});
