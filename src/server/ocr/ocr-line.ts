/**
 * One recognised character and the height of its box in pixels (0 when unknown, e.g. for plain
 * text). The height tells a digit from a Chinese character the English model misread as one: on
 * an ID card the Chinese characters are taller than the digits beside them.
 */
export interface OcrGlyph {
  text: string;
  height: number;
}

/** One printed row of the card, left to right: its words, each a run of glyphs. */
export interface OcrLine {
  words: OcrGlyph[][];
}

/** Lines from plain text (no box sizes), one per text line, words split on spaces. */
export function linesFromText(text: string): OcrLine[] {
  return text
    .split('\n')
    .map((row) => ({
      words: row
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => [...word].map((char) => ({ text: char, height: 0 }))),
    }))
    .filter((line) => line.words.length > 0);
}

/** The glyphs of a line as one string, words joined without spaces. */
export function compactText(line: OcrLine): string {
  return line.words.map((word) => word.map((glyph) => glyph.text).join('')).join('');
}
