import { isCreditCardNumber } from '../checks/credit-card';
import { defineCheckKeyword } from './define-check-keyword';

/** `creditCard: true` — the message is the field's own prompt, as §5 says. */
export const creditCardKeyword = defineCheckKeyword({
  keyword: 'creditCard',
  module: 'credit-card',
  exportName: 'isCreditCardNumber',
  check: isCreditCardNumber,
  type: 'string',
  message: '請輸入{field}',
});
