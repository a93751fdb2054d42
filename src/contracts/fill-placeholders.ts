import { BLANK, type ContractFigures } from './case-figures';
import { capitalAmount, percent, rocDate, twd } from './contract-figures';
import { PROVIDER_ADDRESS, PROVIDER_NAME } from './provider';

/** How a figure is printed: `{{amount|twd}}` → 新臺幣 31,560 元. */
const FORMATS = {
  /** An amount in figures. */
  twd: (value: unknown) => twd(typeof value === 'number' ? value : null),
  /** An amount in capital numerals (a promissory note's sum). */
  capital: (value: unknown) => (typeof value === 'number' ? capitalAmount(value) : BLANK),
  /** A date in the ROC calendar. */
  roc: (value: unknown) => (value instanceof Date ? rocDate(value) : BLANK),
  /** A yearly rate in percent. */
  percent: (value: unknown) => percent(typeof value === 'number' ? value : null),
} as const;

/** The names a placeholder may use besides the figures: the provider's own. */
const CONSTANTS: Record<string, string> = { providerName: PROVIDER_NAME, providerAddress: PROVIDER_ADDRESS };

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*(?:\|\s*([a-z]+)\s*)?\}\}/g;

/** Every placeholder of a template as [name, format]. */
export function placeholdersOf(template: string): [string, string | undefined][] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => [match[1], match[2]]);
}

/** What is wrong with a placeholder (an unknown figure or format), or null. */
export function placeholderProblem(name: string, format: string | undefined, figures: ContractFigures) {
  if (!(name in figures) && !(name in CONSTANTS)) return `未知的欄位 {{${name}}}`;
  if (format !== undefined && !(format in FORMATS)) return `未知的格式 {{${name}|${format}}}`;
  return null;
}

/**
 * The template with each `{{name}}` or `{{name|format}}` replaced by the figure; a missing figure
 * prints as a blank line to fill (＿＿＿＿). An unknown name or format throws: a text must never
 * be shown or signed with a placeholder left in it.
 */
export function fillPlaceholders(template: string, figures: ContractFigures): string {
  return template.replace(PLACEHOLDER, (_whole, name: string, format: string | undefined) => {
    const problem = placeholderProblem(name, format, figures);
    if (problem) throw new Error(problem);
    const value = name in CONSTANTS ? CONSTANTS[name] : figures[name as keyof ContractFigures];
    if (format) return FORMATS[format as keyof typeof FORMATS](value);
    if (value === null || value === undefined || value === '') return BLANK;
    return String(value);
  });
}
