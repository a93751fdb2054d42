import { hasNoHyphen } from '../checks/non-hyphen';
import { defineCheckKeyword } from './define-check-keyword';

/** `non_hyphen: true` — the text holds no hyphen (used for landlines and free text). */
export const nonHyphenKeyword = defineCheckKeyword({
  keyword: 'non_hyphen',
  module: 'non-hyphen',
  exportName: 'hasNoHyphen',
  check: hasNoHyphen,
  type: 'string',
  message: '{field}不得包含連字符號',
});

/** `ch_name: true` — a person's name; the rule of §5 is the same as non_hyphen. */
export const chNameKeyword = defineCheckKeyword({
  keyword: 'ch_name',
  module: 'non-hyphen',
  exportName: 'hasNoHyphen',
  check: hasNoHyphen,
  type: 'string',
  message: '{field}不得包含連字符號',
});
