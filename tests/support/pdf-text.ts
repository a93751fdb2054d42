import { execFileSync } from 'node:child_process';

/**
 * A PDF's text as Poppler's pdftotext reads it, with every space and line break taken out (the
 * PDF breaks lines where its width says). `-layout` keeps each printed line whole: without it
 * pdftotext guesses columns from the gaps inside a line, and a contract's closing line
 * (立契約書人：甲方 … then, after an ideographic space, 乙方 …) read as two columns, its second half after the lines below it,
 * whenever the date under it was short enough to leave that gap clear (中華民國115年12月2日).
 */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']).toString().replace(/\s+/g, '');
}
