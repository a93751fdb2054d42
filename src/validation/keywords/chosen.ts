import { isChosen } from '../checks/chosen';
import { defineCheckKeyword } from './define-check-keyword';

/** `radio_required: true` — a radio group must have a choice. */
export const radioRequiredKeyword = defineCheckKeyword({
  keyword: 'radio_required',
  module: 'chosen',
  exportName: 'isChosen',
  check: isChosen,
  message: '請選取{field}',
});

/** `select_required: true` — a select must have a choice. */
export const selectRequiredKeyword = defineCheckKeyword({
  keyword: 'select_required',
  module: 'chosen',
  exportName: 'isChosen',
  check: isChosen,
  message: '{field} 未選擇',
});
