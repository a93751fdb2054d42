/*
 * A contract as data: the pages render any of the three the same way, and the texts live in one
 * file each (installment-contract.ts, platform-contract.ts, sale-contract.ts).
 */

/** One numbered article (第一條…) with its paragraphs. */
export interface ContractArticle {
  heading: string;
  paragraphs: string[];
}

/** A party line of the contract head, e.g. 甲方（買受人）：王小明. */
export interface ContractParty {
  role: string;
  name: string;
  /** Identification under the name (ID number, address). */
  details: string[];
}

/** A document the applicant reads and signs (a contract or the promissory note). */
export interface ContractDocument {
  title: string;
  /** The version printed at the foot, so a signed copy can be matched to its text. */
  version: string;
  parties: ContractParty[];
  preamble: string[];
  articles: ContractArticle[];
  /** Articles print as 第一條… (contracts); false for a note's plain remarks. */
  numbered: boolean;
  /** Lines after the articles (place and date of signing). */
  closing: string[];
}

/** The provider's name as the contracts print it. */
export const PROVIDER_NAME = 'Fenqi 分期股份有限公司';
/** The provider's registered address. */
export const PROVIDER_ADDRESS = '臺北市中山區南京東路二段 100 號 8 樓';

/** The full-width space Chinese documents separate items with. */
export const WIDE_SPACE = '\u3000';

/** The closing line naming both parties of a contract. */
export function signatoriesLine(applicantName: string): string {
  return `立契約書人：甲方 ${applicantName}${WIDE_SPACE}乙方 ${PROVIDER_NAME}`;
}

const NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 第一條…第九十九條 for 1–99. */
export function articleNumber(index: number): string {
  const tens = Math.floor(index / 10);
  const ones = index % 10;
  return `第${tens > 1 ? NUMERALS[tens] : ''}${tens > 0 ? '十' : ''}${NUMERALS[ones]}條`;
}
