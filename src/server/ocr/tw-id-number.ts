import { isTwId } from '../../validation/checks/tw-id';
import { compactText, type OcrLine } from './ocr-line';

/** What an OCR engine commonly reads for a digit, by what the digit should be. */
const AS_DIGIT: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  G: '6',
  b: '6',
  B: '8',
  g: '9',
  q: '9',
};

/** What an OCR engine commonly reads for the leading letter when it sees a digit. */
const AS_LETTER: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

const ID_LENGTH = 10;

/**
 * Reads `text` (10 characters) as an ID number, fixing the usual confusions position by position
 * (a letter, then 1 or 2, then eight digits). Returns the number and how many characters had to
 * be changed, or null when some character cannot be part of an ID number.
 */
function asIdNumber(text: string): { value: string; changes: number } | null {
  let changes = 0;
  let value = '';
  for (let index = 0; index < ID_LENGTH; index += 1) {
    const char = text[index];
    let fixed: string | undefined;
    if (index === 0) fixed = /[A-Z]/.test(char) ? char : (AS_LETTER[char] ?? char.toUpperCase());
    else fixed = /\d/.test(char) ? char : AS_DIGIT[char];
    if (!fixed || (index === 0 && !/^[A-Z]$/.test(fixed)) || (index > 0 && !/^\d$/.test(fixed))) return null;
    if (fixed !== char) changes += 1;
    value += fixed;
  }
  return { value, changes };
}

/**
 * The Taiwanese ID number printed on the card (統一編號) and the line it is on, if one with a valid
 * checksum can be read:
 * every 10-character stretch of every line is tried, the one needing the fewest fixes wins (the
 * first of equals). A stretch that fails the checksum is never returned, so a misread digit gives
 * no ID number rather than a wrong one.
 */
export function findTwIdNumber(lines: OcrLine[]): { value: string; line: number } | undefined {
  let best: { value: string; changes: number; line: number } | undefined;
  for (const [index, line] of lines.entries()) {
    const text = compactText(line);
    for (let start = 0; start + ID_LENGTH <= text.length; start += 1) {
      const candidate = asIdNumber(text.slice(start, start + ID_LENGTH));
      if (candidate && isTwId(candidate.value) && (!best || candidate.changes < best.changes))
        best = { ...candidate, line: index };
    }
  }
  return best && { value: best.value, line: best.line };
}
