import { fromRocYear } from '../../domain/roc-year';
import type { OcrLine } from './ocr-line';

/** A date as printed on the card (民國 year, month, day), as read from one line. */
export interface RocDate {
  year: number;
  month: number;
  day: number;
}

/** The dates one line may hold, most likely first, and whether a bracket follows them. */
export interface LineDates {
  candidates: RocDate[];
  /** The issue date is followed by the issuing office in brackets: 民國109年5月1日(北市)換發. */
  bracketAfter: boolean;
}

/** Letters the English model reads for digits (S for 5 and 8 alike: taken as 5, doubtfully). */
const AS_DIGIT: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', B: '8', S: '5' };

/** A glyph this much taller than the line's digits is a Chinese character (年, 月, 日, 國) misread. */
const TALL = 1.15;

/**
 * How a line looks to the date finder: digits, tall digits (a unit character 年/月/日 misread as a
 * digit, or a digit in an oversized box), letters that may be digits (O, I, B, S…) and gaps
 * (anything else, and the space between words).
 */
type Token = { kind: 'digit' | 'tall' | 'letter'; digit: string } | { kind: 'gap'; glyphs: number };

/**
 * What each doubtful reading costs; the cheapest reading of a line is the most likely. A unit is
 * one character; read as more glyphs (月 as "78") it costs per extra glyph, so a "date" made of a
 * label's misread characters and the value beside it costs more than the value alone.
 */
const COST = { tallAsDigit: 1, letterAsDigit: 1, extraUnitGlyph: 1 };
/** Readings needing more doubt than this are guesses, not readings. */
const MAX_COST = 3;
/** The most glyphs a misread unit character is taken to span. */
const UNIT_GLYPHS = 3;

/**
 * The height of the line's real digits: the shortest digit box that is no speck (the boxes of
 * Chinese characters misread as digits, in the value or its smaller label, are taller). Null
 * when too few digits, or no box sizes, are known.
 */
function digitHeight(line: OcrLine): number | null {
  const heights = line.words
    .flat()
    .filter((glyph) => /^\d$/.test(glyph.text) && glyph.height > 0)
    .map((glyph) => glyph.height)
    .sort((a, b) => a - b);
  if (heights.length < 2) return null;
  const median = heights[Math.floor(heights.length / 2)];
  return heights.find((height) => height >= median / 2) ?? null;
}

/** The line as tokens for the date finder, and where its brackets are (token positions). */
function tokenize(line: OcrLine): { tokens: Token[]; brackets: number[] } {
  const height = digitHeight(line);
  const tokens: Token[] = [];
  const brackets: number[] = [];
  /** Opens a gap (or widens the open one) by `glyphs` characters; a word break is a gap of none. */
  const gap = (glyphs: number) => {
    const last = tokens.at(-1);
    if (last?.kind === 'gap') last.glyphs += glyphs;
    else tokens.push({ kind: 'gap', glyphs });
  };
  for (const word of line.words) {
    gap(0);
    for (const glyph of word) {
      const real = /^\d$/.test(glyph.text);
      const digit = real ? glyph.text : AS_DIGIT[glyph.text];
      const tall = height !== null && glyph.height > height * TALL;
      if (digit && !tall) tokens.push({ kind: real ? 'digit' : 'letter', digit });
      else if (digit && real) tokens.push({ kind: 'tall', digit });
      else {
        if (/[()（）]/.test(glyph.text)) brackets.push(tokens.length);
        gap(1);
      }
    }
  }
  gap(0);
  return { tokens, brackets };
}

/** A number as printed on the card: 1–3 digits, no leading zero. */
const asNumber = (text: string) => (/^[1-9]\d{0,2}$/.test(text) ? Number(text) : 0);

function asDate([year, month, day]: string[]): RocDate | null {
  const date = { year: asNumber(year), month: asNumber(month), day: asNumber(day) };
  if (date.year < 1 || date.year > 150 || date.month < 1 || date.month > 12 || date.day < 1) return null;
  const daysInMonth = new Date(Date.UTC(fromRocYear(date.year), date.month, 0)).getUTCDate();
  return date.day <= daysInMonth ? date : null;
}

/** One way of reading year, unit, month, unit, day from a token position on; `end` is after the day. */
interface Reading {
  numbers: string[];
  cost: number;
  end: number;
}

/**
 * The ways a unit (年/月/日, or just the space after a number) can follow at `at`: up to a few
 * glyphs that are no plain digit (a plain digit means the number goes on).
 */
function units(tokens: Token[], at: number): { next: number; cost: number }[] {
  const options: { next: number; cost: number }[] = [];
  let glyphs = 0;
  for (let index = at; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (token.kind === 'digit') break;
    glyphs += token.kind === 'gap' ? token.glyphs : 1;
    if (glyphs > UNIT_GLYPHS) break;
    options.push({ next: index + 1, cost: COST.extraUnitGlyph * Math.max(0, glyphs - 1) });
  }
  return options;
}

/**
 * Every reading of three numbers (1–3, 1–2, 1–2 digits) with a unit between them, from `start`.
 * A number never stops before a plain digit: 30日 is not read as 3 with 0 for 日.
 */
function readFrom(tokens: Token[], start: number): Reading[] {
  const readings: Reading[] = [];
  const step = (at: number, numbers: string[], cost: number) => {
    const maxDigits = numbers.length === 0 ? 3 : 2;
    let digits = '';
    let digitCost = 0;
    for (let index = at; index < at + maxDigits; index += 1) {
      const token = tokens[index];
      if (!token || token.kind === 'gap') break;
      digits += token.digit;
      if (token.kind === 'tall') digitCost += COST.tallAsDigit;
      if (token.kind === 'letter') digitCost += COST.letterAsDigit;
      if (numbers.length < 2)
        for (const unit of units(tokens, index + 1))
          step(unit.next, [...numbers, digits], cost + digitCost + unit.cost);
      else if (tokens[index + 1]?.kind !== 'digit')
        readings.push({ numbers: [...numbers, digits], cost: cost + digitCost, end: index + 1 });
    }
  };
  if (tokens[start - 1]?.kind !== 'digit') step(start, [], 0);
  return readings;
}

/**
 * The dates a line may hold: every reading of its digits as 年/月/日 numbers that makes a real
 * day (ROC years 1–150), the least doubtful first. Empty when there is none.
 */
export function readLineDates(line: OcrLine): LineDates {
  const { tokens, brackets } = tokenize(line);
  // Eight digits in a row are an ID number (its letter misread), not a date.
  const kinds = tokens.map((token) => (token.kind === 'digit' ? 'd' : '-')).join('');
  if (kinds.includes('d'.repeat(8))) return { candidates: [], bracketAfter: false };
  const found: (Reading & { date: RocDate; digits: number })[] = [];
  tokens.forEach((token, start) => {
    if (token.kind === 'gap') return;
    for (const reading of readFrom(tokens, start)) {
      const date = reading.cost <= MAX_COST && asDate(reading.numbers);
      if (date) found.push({ date, ...reading, digits: reading.numbers.join('').length });
    }
  });
  // Of equals, the rightmost (a value is right of its label), then the one reading more digits.
  found.sort((a, b) => a.cost - b.cost || b.end - a.end || b.digits - a.digits);
  const firstEnd = Math.min(...found.map((item) => item.end));
  return {
    candidates: found.map((item) => item.date),
    bracketAfter: found.length > 0 && brackets.some((position) => position >= firstEnd),
  };
}
