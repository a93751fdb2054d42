/** The Republic of China (民國) calendar counts its years from 1912: ROC year 1 is Gregorian 1912. */
const ROC_YEAR_OFFSET = 1911;

/** The ROC (民國) year of a Gregorian year: 2024 → 113. */
export function toRocYear(gregorianYear: number): number {
  return gregorianYear - ROC_YEAR_OFFSET;
}

/** The Gregorian year of an ROC (民國) year: 113 → 2024. */
export function fromRocYear(rocYear: number): number {
  return rocYear + ROC_YEAR_OFFSET;
}
