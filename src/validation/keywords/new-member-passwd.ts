import { hasLatinLetter } from '../checks/new-member-passwd';
import { defineCheckKeyword } from './define-check-keyword';

/** `newMemberPasswd: true` — a new password must contain a Latin letter. */
export const newMemberPasswdKeyword = defineCheckKeyword({
  keyword: 'newMemberPasswd',
  module: 'new-member-passwd',
  exportName: 'hasLatinLetter',
  check: hasLatinLetter,
  type: 'string',
  message: '密碼至少包含一個英文字母',
});
