import { isTwId } from '../checks/tw-id';
import { defineCheckKeyword } from './define-check-keyword';

/** `tw_id: true` — a national ID with a valid checksum. */
export const twIdKeyword = defineCheckKeyword({
  keyword: 'tw_id',
  module: 'tw-id',
  exportName: 'isTwId',
  check: isTwId,
  type: 'string',
  message: '身份證字號錯誤',
});
