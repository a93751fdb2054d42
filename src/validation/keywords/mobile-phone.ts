import { isMobilePhone } from '../checks/mobile-phone';
import { defineCheckKeyword } from './define-check-keyword';

/** `mobile_phone: true` — a Taiwan mobile number. */
export const mobilePhoneKeyword = defineCheckKeyword({
  keyword: 'mobile_phone',
  module: 'mobile-phone',
  exportName: 'isMobilePhone',
  check: isMobilePhone,
  type: 'string',
  message: '{field} 手機格式不符',
});
