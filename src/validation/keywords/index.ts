import type { KeywordDefinition } from 'ajv';
import { checkboxRequiredKeyword } from './checkbox-required';
import { radioRequiredKeyword, selectRequiredKeyword } from './chosen';
import { confirmPasswordKeyword } from './confirm-password';
import { creditCardKeyword } from './credit-card';
import { emailKeyword } from './email';
import { imageKeyword } from './image';
import { mobilePhoneKeyword } from './mobile-phone';
import { newMemberPasswdKeyword } from './new-member-passwd';
import { chNameKeyword, nonHyphenKeyword } from './non-hyphen';
import { phoneNumberKeyword } from './phone-number';
import { positiveIntegerKeyword } from './positive-integer';
import { twIdKeyword } from './tw-id';

/** Every Fenqi rule keyword of spec §5; the only list, used by every ajv instance. */
export const fenqiKeywords: KeywordDefinition[] = [
  nonHyphenKeyword,
  chNameKeyword,
  emailKeyword,
  phoneNumberKeyword,
  mobilePhoneKeyword,
  newMemberPasswdKeyword,
  confirmPasswordKeyword,
  checkboxRequiredKeyword,
  radioRequiredKeyword,
  selectRequiredKeyword,
  positiveIntegerKeyword,
  twIdKeyword,
  imageKeyword,
  creditCardKeyword,
];

/** Keyword names whose `{field}` message needs the field's title. */
export const fenqiKeywordNames: string[] = fenqiKeywords.map((k) => String(k.keyword));
