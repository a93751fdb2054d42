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
  if (problems.length > 0) throw new Error(`${file}: ${problems.join('; ')}`);
  return text as ContractText;
}
