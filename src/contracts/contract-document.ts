/*
 * A contract as the member reads it and as the signed PDF prints it: the shape every contract
 * text file (contracts/*.json) renders to once its placeholders are filled with a case's figures.
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

/** A document someone reads and signs (a contract or a promissory note), filled with figures. */
export interface ContractDocument {
  /** The text file's id (contracts/<id>.json). */
  id: string;
  title: string;
  /** The version printed at the foot, so a signed copy can be matched to its text: 分期付款契約 2025.01 版. */
  version: string;
  parties: ContractParty[];
  preamble: string[];
  articles: ContractArticle[];
  /** Articles print as 第一條… (contracts); false for a note's plain remarks. */
  numbered: boolean;
  /** Lines after the articles (place and date of signing). */
  closing: string[];
}

/** The full-width space Chinese documents separate items with. */
export const WIDE_SPACE = '\u3000';

const NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 第一條…第九十九條 for 1–99. */
export function articleNumber(index: number): string {
  const tens = Math.floor(index / 10);
  const ones = index % 10;
  return `第${tens > 1 ? NUMERALS[tens] : ''}${tens > 0 ? '十' : ''}${NUMERALS[ones]}條`;
}

/** An article's heading as printed: 第一條 + a wide space + the heading, or the bare heading of a note. */
export function articleHeading(document: ContractDocument, index: number): string {
  const { heading } = document.articles[index];
  return document.numbered ? `${articleNumber(index + 1)}${WIDE_SPACE}${heading}` : heading;
}
