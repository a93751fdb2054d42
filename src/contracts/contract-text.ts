import type { ContractFigures } from './case-figures';

/** Who signs a contract: the applicant, a guarantor, or a vehicle loan's signer. */
export type ContractSigner = 'applicant' | 'guarantor' | 'vehicleSigner';

/** A figure that can switch a paragraph on or off (its value taken as true or false). */
export type FigureName = keyof ContractFigures;

/**
 * A paragraph of a contract text file: a template string, or one shown only when a figure is
 * set (`if`) or unset (`unless`), e.g. the sale contract's withdrawal right for a custom computer.
 */
export type ParagraphText = string | { if?: FigureName; unless?: FigureName; text: string };

/**
 * What a contract's article on late payment states, as figures (the article's heading names it):
 * the member pages work out a late period's charges from them, as that article words them.
 */
export interface LateChargeTerms {
  /** The heading of the article that states these terms (its number is its place). */
  article: string;
  /** 遲延利息: the yearly rate on the late amount, from the day after the due date. */
  interestPerYear: number;
  /** 違約金 on a period late one month at most, as a share of its late amount. */
  penaltyWithinMonth: number;
  /** 違約金 on a period late more than one month. */
  penaltyAfterMonth: number;
  /** 違約金 is charged on at most this many consecutive late periods. */
  penaltyMaxPeriods: number;
}

/**
 * One contract text file, `contracts/<id>.json`: what an analyst edits. Every string may hold
 * placeholders (`{{amount|twd}}`, fill-placeholders.ts). A changed text gets a new `version`:
 * the signed documents name the version they were made from.
 */
export interface ContractText {
  id: string;
  /** e.g. 2025.01; printed as 「<title> <version> 版」. */
  version: string;
  title: string;
  signer: ContractSigner;
  /** The file category of the signature drawn for it (18 contract, 19 note, 22, 23, …). */
  signatureCategory: string;
  parties: { role: string; name: string; details: ParagraphText[] }[];
  preamble: ParagraphText[];
  articles: { heading: string; paragraphs: ParagraphText[] }[];
  numbered: boolean;
  closing: ParagraphText[];
  /** The late-payment terms of an instalment contract, as figures. */
  lateCharges?: LateChargeTerms;
}

const isShare = (value: unknown) => typeof value === 'number' && value > 0 && value < 1;

/** What is wrong with a file's late-charge terms (none when it has none). */
function lateChargeProblems(text: Partial<ContractText>): string[] {
  const terms = text.lateCharges;
  if (terms === undefined) return [];
  const problems: string[] = [];
  if (!Array.isArray(text.articles) || !text.articles.some((article) => article.heading === terms.article))
    problems.push('"lateCharges.article" must be the heading of one of its articles');
  for (const key of ['interestPerYear', 'penaltyWithinMonth', 'penaltyAfterMonth'] as const)
    if (!isShare(terms[key])) problems.push(`"lateCharges.${key}" must be a share between 0 and 1`);
  if (!Number.isInteger(terms.penaltyMaxPeriods) || terms.penaltyMaxPeriods < 1)
    problems.push('"lateCharges.penaltyMaxPeriods" must be a whole number of periods');
  return problems;
}

const isStringList = (value: unknown) =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'string' || (item && typeof item === 'object' && 'text' in item));

/** The file as a ContractText, or an Error naming what is wrong with it (a file an analyst broke). */
export function parseContractText(file: string, value: unknown): ContractText {
  const text = value as Partial<ContractText> | null;
  const problems: string[] = [];
  if (!text || typeof text !== 'object') throw new Error(`${file}: not a JSON object`);
  for (const key of ['id', 'version', 'title', 'signer', 'signatureCategory'] as const)
    if (typeof text[key] !== 'string' || text[key] === '') problems.push(`"${key}" must be a string`);
  if (!['applicant', 'guarantor', 'vehicleSigner'].includes(String(text.signer)))
    problems.push('"signer" must be applicant, guarantor or vehicleSigner');
  if (!Array.isArray(text.parties) || !text.parties.every((party) => isStringList(party.details)))
    problems.push('"parties" must list {role, name, details}');
  if (!isStringList(text.preamble)) problems.push('"preamble" must be a list of texts');
  if (!isStringList(text.closing)) problems.push('"closing" must be a list of texts');
  if (!Array.isArray(text.articles) || !text.articles.every((article) => isStringList(article.paragraphs)))
    problems.push('"articles" must list {heading, paragraphs}');
  if (typeof text.numbered !== 'boolean') problems.push('"numbered" must be true or false');
  problems.push(...lateChargeProblems(text));
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return text as ContractText;
}
