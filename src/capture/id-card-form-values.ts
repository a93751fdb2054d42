import type { IdCardFields } from '../api/v2/types/commodity';
import { isoFromRoc, rocFromIso, type RocDateParts } from '../forms/widgets/RocDateWidget/roc-date';

/** The correction form's values: both dates as the card prints them, in ROC (民國) parts. */
export interface IdCardFormValues {
  idCardNo?: string;
  name?: string;
  birth?: RocDateParts;
  issue?: RocDateParts;
  issueLocation?: string;
  issueStatus?: string;
  permanentCity?: string;
  permanentDistrict?: string;
  permanentAddress?: string;
}

/** The read issue date as parts, when it is a real day. */
function issueParts({ issueYear, issueMonth, issueDay }: IdCardFields): RocDateParts | undefined {
  if (issueYear === undefined || issueMonth === undefined || issueDay === undefined) return undefined;
  return isoFromRoc(issueYear, issueMonth, issueDay)
    ? { year: issueYear, month: issueMonth, day: issueDay }
    : undefined;
}

/** The read fields as the form shows them. */
export function toFormValues(fields: IdCardFields): IdCardFormValues {
  const { birthDate, issueYear: _y, issueMonth: _m, issueDay: _d, gender: _g, ...rest } = fields;
  return { ...rest, birth: rocFromIso(birthDate), issue: issueParts(fields) };
}

const text = (value: string | undefined) => value?.trim() || undefined;

/** The corrected form as IdCardFields (empty fields left out); `read` keeps what the form does not show (gender). */
export function fromFormValues(values: IdCardFormValues, read: IdCardFields = {}): IdCardFields {
  const { birth, issue } = values;
  const fields: IdCardFields = {
    idCardNo: text(values.idCardNo)?.toUpperCase(),
    name: text(values.name),
    birthDate: birth ? isoFromRoc(birth.year, birth.month, birth.day) : undefined,
    gender: read.gender,
    issueYear: issue?.year,
    issueMonth: issue?.month,
    issueDay: issue?.day,
    issueLocation: text(values.issueLocation),
    issueStatus: text(values.issueStatus),
    permanentCity: text(values.permanentCity),
    permanentDistrict: text(values.permanentDistrict),
    permanentAddress: text(values.permanentAddress),
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as IdCardFields;
}
