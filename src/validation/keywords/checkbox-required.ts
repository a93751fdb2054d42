import { isChecked } from '../checks/checkbox-required';
import { defineCheckKeyword } from './define-check-keyword';

/** `checkbox_required: true` — an agreement box that must be ticked. */
export const checkboxRequiredKeyword = defineCheckKeyword({
  keyword: 'checkbox_required',
  module: 'checkbox-required',
  exportName: 'isChecked',
  check: isChecked,
  message: '請勾選同意條款',
});
