import { fromRocYear, toRocYear } from '../../domain/roc-year';
import type { OcrLine } from './ocr-line';
import { readLineDates, type RocDate } from './roc-dates';
import { findTwIdNumber } from './tw-id-number';

/** What the English model can read off the front of an ID card; only what was read is present. */
export interface IdCardFrontFields {
  idCardNo?: string;
  /** 出生年月日 as YYYY-MM-DD. */
  birthDate?: string;
  /** 發證日期: the ROC year, month and day. */
  issueYear?: number;
  issueMonth?: number;
  issueDay?: number;
}

/** ID cards are issued from 14 on; a card holder over 100 is taken as a misreading. */
const YOUNGEST_HOLDER = 14;
const OLDEST_HOLDER = 100;
/** Every card still valid was issued in or after the 2005 (民國94年) replacement; some slack. */
const FIRST_ISSUE_YEAR = 90;

/** Today in Taiwan (UTC+8) as an ROC date. */
function rocToday(today: Date): RocDate {
  const taipei = new Date(today.getTime() + 8 * 3600_000);
  return {
    year: toRocYear(taipei.getUTCFullYear()),
    month: taipei.getUTCMonth() + 1,
    day: taipei.getUTCDate(),
  };
}

const compare = (a: RocDate, b: RocDate) => a.year - b.year || a.month - b.month || a.day - b.day;

const isBirthDate = (date: RocDate, now: RocDate) =>
  compare(date, now) <= 0 && now.year - date.year >= YOUNGEST_HOLDER && now.year - date.year <= OLDEST_HOLDER;

const isIssueDate = (date: RocDate, now: RocDate, birth?: RocDate) =>
  date.year >= FIRST_ISSUE_YEAR && compare(date, now) <= 0 && (!birth || compare(date, birth) > 0);

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Picks the birth and issue dates from the dated lines, top to bottom: the birth date is the first
 * date on the card, the issue date a later one, recognised also by the bracket that follows it
 * ((北市)換發). A lone date that could be either is left out rather than guessed.
 */
function pickDates(lines: OcrLine[], now: RocDate): { birth?: RocDate; issue?: RocDate } {
  const dated = lines.map(readLineDates).filter((line) => line.candidates.length > 0);
  let birth: RocDate | undefined;
  let birthLine = -1;
  for (const [index, line] of dated.entries()) {
    birth = line.bracketAfter ? undefined : line.candidates.find((date) => isBirthDate(date, now));
    if (birth) {
      birthLine = index;
      break;
    }
  }
  const issue = dated
    .slice(birthLine + 1)
    .filter((line) => birth || line.bracketAfter)
    .map((line) => line.candidates.find((date) => isIssueDate(date, now, birth)))
    .find(Boolean);
  if (birth && !issue && isIssueDate(birth, now)) return {};
  return { birth, issue };
}

/**
 * The fields read from the recognised lines of a card's front (top to bottom): the ID number and
 * the dates, each only when it passed its checks (checksum, real day, plausible for a card holder
 * on `today`).
 */
export function readIdCardFront(lines: OcrLine[], today: Date): IdCardFrontFields {
  const fields: IdCardFrontFields = {};
  const idCardNo = findTwIdNumber(lines);
  if (idCardNo) fields.idCardNo = idCardNo.value;
  // The ID number's digits could pass for a date (A118061234: 118年6月1日); its line has none.
  const { birth, issue } = pickDates(
    lines.filter((_, index) => index !== idCardNo?.line),
    rocToday(today),
  );
  if (birth) fields.birthDate = `${fromRocYear(birth.year)}-${pad(birth.month)}-${pad(birth.day)}`;
  if (issue) Object.assign(fields, { issueYear: issue.year, issueMonth: issue.month, issueDay: issue.day });
  return fields;
}
