import { isMobilePhone } from '../../validation/checks/mobile-phone';
import { isPhoneNumber } from '../../validation/checks/phone-number';
import { EMPTY_GUARANTOR_DETAILS, type GuarantorDetails } from './guarantor-info';
import { ID_ISSUE_LOCATIONS, ID_ISSUE_STATUSES } from './option-lists';

type Check = (value: unknown) => boolean;

const isDate: Check = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !isNaN(Date.parse(v));
const textUpTo =
  (max: number): Check =>
  (v) =>
    typeof v === 'string' && v.trim().length > 0 && v.length <= max;
const oneOf =
  (options: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && options.includes(v);
const isBoolean: Check = (v) => typeof v === 'boolean';

/** Each detail's rule (spec §5 bounds) and how to describe it when it is broken. */
const DETAIL_RULES: Record<keyof GuarantorDetails, [Check, string]> = {
  birthDate: [isDate, 'YYYY-MM-DD 日期'],
  idIssueDate: [isDate, 'YYYY-MM-DD 日期'],
  idIssueLocation: [oneOf(ID_ISSUE_LOCATIONS), `其中之一：${ID_ISSUE_LOCATIONS.join('、')}`],
  idIssueStatus: [oneOf(ID_ISSUE_STATUSES), `其中之一：${ID_ISSUE_STATUSES.join('、')}`],
  relation: [textUpTo(8), '最多 8 字'],
  company: [textUpTo(50), '最多 50 字'],
  jobTitle: [textUpTo(20), '最多 20 字'],
  companyPhone: [(v) => isPhoneNumber(v) && String(v).length <= 10, '0 開頭的電話號碼，最多 10 碼'],
  seniority: [(v) => Number.isInteger(v) && Number(v) >= 0 && Number(v) <= 371, '0 到 371 的月數'],
  livingPhone: [isPhoneNumber, '0 開頭的電話號碼'],
  cellPhone: [isMobilePhone, '09 開頭的 10 碼手機號碼'],
  isPayrollAccount: [isBoolean, 'true 或 false'],
  isCompanyInsured: [isBoolean, 'true 或 false'],
};

/** The detail field names, for usage texts. */
export const GUARANTOR_DETAIL_FIELDS = Object.keys(EMPTY_GUARANTOR_DETAILS) as (keyof GuarantorDetails)[];

/** Checks staff-entered guarantor details; throws an Error naming the first bad field. */
export function checkGuarantorDetails(details: Partial<Record<string, unknown>>): Partial<GuarantorDetails> {
  for (const [field, value] of Object.entries(details)) {
    const rule = DETAIL_RULES[field as keyof GuarantorDetails];
    if (!rule) throw new Error(`未知的保證人欄位 ${field}（可用：${GUARANTOR_DETAIL_FIELDS.join(', ')}）`);
    if (value !== null && !rule[0](value))
      throw new Error(`${field} 應為${rule[1]}（收到 ${String(value)}）`);
  }
  return details as Partial<GuarantorDetails>;
}

/**
 * Reads `field=value` command-line pairs into typed details: seniority as a number, the two
 * flags as booleans, the rest as text.
 */
export function parseDetailArgs(pairs: readonly string[]): Partial<Record<string, unknown>> {
  const details: Partial<Record<string, unknown>> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new Error(`參數應為 欄位=值（收到 ${pair}）`);
    const field = pair.slice(0, at);
    const raw = pair.slice(at + 1);
    if (field === 'seniority') details[field] = /^\d+$/.test(raw) ? Number(raw) : raw;
    else if (field === 'isPayrollAccount' || field === 'isCompanyInsured')
      details[field] = raw === 'true' ? true : raw === 'false' ? false : raw;
    else details[field] = raw;
  }
  return details;
}
