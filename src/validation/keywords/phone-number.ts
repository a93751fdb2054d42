import { isPhoneNumber } from '../checks/phone-number';
import { defineCheckKeyword } from './define-check-keyword';

/** `phone_number: true` — a mobile or a landline number. */
export const phoneNumberKeyword = defineCheckKeyword({
  keyword: 'phone_number',
  module: 'phone-number',
  exportName: 'isPhoneNumber',
  check: isPhoneNumber,
  type: 'string',
  message: '{field} 電話格式不符',
});
