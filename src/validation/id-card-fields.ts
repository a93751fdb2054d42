import type { IdCardReading } from './api-replies';

const TEXT_FIELDS = [
  'idCardNo',
  'name',
  'birthDate',
  'gender',
  'issueLocation',
  'issueStatus',
  'permanentCity',
  'permanentDistrict',
  'permanentAddress',
] as const;
const NUMBER_FIELDS = ['issueYear', 'issueMonth', 'issueDay'] as const;

/**
 * Keeps only the known fields of an ID-card reading with sensible values, whatever else came
 * along: what an OCR service sends the server, and what a tab kept from an earlier app version.
 */
export function pickIdCardFields(raw: unknown): IdCardReading {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const fields: IdCardReading = {};
  for (const key of TEXT_FIELDS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() && value.length <= 60) fields[key] = value.trim();
  }
  for (const key of NUMBER_FIELDS) {
    const value = typeof source[key] === 'string' ? Number(source[key]) : source[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 1000)
      fields[key] = value;
  }
  if (fields.idCardNo) fields.idCardNo = fields.idCardNo.toUpperCase();
  return fields;
}
