import { isNonNegativeInteger } from '../checks/positive-integer';
import { defineCheckKeyword } from './define-check-keyword';

/** `positive_integer: true` — an integer of at least 0 (the §5 message says "greater than 0"). */
export const positiveIntegerKeyword = defineCheckKeyword({
  keyword: 'positive_integer',
  module: 'positive-integer',
  exportName: 'isNonNegativeInteger',
  check: isNonNegativeInteger,
  type: ['number', 'string'],
  message: '{field} 必須大於0',
});
