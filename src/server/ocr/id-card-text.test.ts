/** @jest-environment node */
import { readIdCardFront } from './id-card-text';
import { linesFromText, type OcrLine } from './ocr-line';
import { readLineDates } from './roc-dates';
import { findTwIdNumber } from './tw-id-number';

const TODAY = new Date('2025-06-01T04:00:00Z'); // 民國114年6月1日

/**
 * A line as the engine reports it, written `text:height` per glyph, words split by `|`:
 * `'8:33 4:33 F:42 | 5:33'` is "84F 5" with F a tall (Chinese) glyph.
 */
const glyphs = (spec: string): OcrLine => ({
  words: spec.split('|').map((word) =>
    word
      .trim()
      .split(/\s+/)
      .map((glyph) => {
        const [text, height] = glyph.split(':');
        return { text, height: Number(height) };
      }),
  ),
});

const read = (text: string) => readIdCardFront(linesFromText(text), TODAY);

describe('findTwIdNumber', () => {
  it('finds a valid ID number among the misread labels', () => {
    expect(findTwIdNumber(linesFromText('HERBBERS NE\ns—w%  A123456789'))).toEqual({
      value: 'A123456789',
      line: 1,
    });
  });

  it('fixes the usual confusions by position: digits in the number, a letter first', () => {
    expect(findTwIdNumber(linesFromText('Al23456789'))?.value).toBe('A123456789');
    expect(findTwIdNumber(linesFromText('AI234S67B9'))?.value).toBe('A123456789');
    expect(findTwIdNumber(linesFromText('F13llO4O93'))?.value).toBe('F131104093');
    expect(findTwIdNumber(linesFromText('8123456780'))?.value).toBe('B123456780');
    expect(findTwIdNumber(linesFromText('a 1 2 3 4 5 6 7 8 9'))?.value).toBe('A123456789');
  });

  it('never returns a number failing the checksum', () => {
    expect(findTwIdNumber(linesFromText('A123456788'))).toBeUndefined();
    expect(findTwIdNumber(linesFromText('Al123456789'))).toBeUndefined(); // a stray glyph inside
    expect(findTwIdNumber(linesFromText('A323456789 AX23456789'))).toBeUndefined();
  });

  it('prefers the reading needing the fewest fixes', () => {
    // "Z123456780" needs one fix (2→Z) but is valid too; the exact one wins.
    expect(findTwIdNumber(linesFromText('2123456780\nA123456789'))?.value).toBe('A123456789');
  });
});

describe('readLineDates', () => {
  it('reads year, month and day split by the misread unit characters', () => {
    expect(readLineDates(linesFromText('REI 84F 5H 5H')[0]).candidates[0]).toEqual({
      year: 84,
      month: 5,
      day: 5,
    });
    expect(readLineDates(linesFromText('RE 109F5A1E (ILM) HE.')[0])).toEqual({
      candidates: expect.arrayContaining([{ year: 109, month: 5, day: 1 }]),
      bracketAfter: true,
    });
  });

  it('takes a tall glyph read as a digit for the unit character (年 as 4, 月 as 8)', () => {
    const line = glyphs('R:41 E:42 | 1:32 0:33 9:33 4:42 | 5:33 8:41 | 1:32 8:41 | (:39 d:45 ):39');
    expect(readLineDates(line)).toEqual({
      candidates: expect.any(Array),
      bracketAfter: true,
    });
    expect(readLineDates(line).candidates[0]).toEqual({ year: 109, month: 5, day: 1 });
    // Without the bracket the line is not the issue line.
    expect(readLineDates(glyphs('1:32 0:33 9:33 4:42 5:33 8:41 1:32 8:41')).bracketAfter).toBe(false);
  });

  it('reads a unit the engine split into two glyphs (月 as "78")', () => {
    const line = glyphs('R:41 E:42 | 8:33 4:32 4:41 | 5:33 7:41 8:41 | 5:33 H:42');
    expect(readLineDates(line).candidates[0]).toEqual({ year: 84, month: 5, day: 5 });
  });

  it('does not read a date across the label and the value', () => {
    // 出生年月日 misread as "d44A8", then the value 民國84年5月5日.
    const line = glyphs('d:36 4:36 4:36 A:35 8:36 | K:41 B:42 | 8:33 4:43 4:43 | 5:34 4:41 | 5:32 H:41');
    expect(readLineDates(line).candidates[0]).toEqual({ year: 84, month: 5, day: 5 });
  });

  it('reads no date from impossible days, leading zeros or an ID number', () => {
    expect(readLineDates(linesFromText('84年2月30日')[0]).candidates).toEqual([]);
    expect(readLineDates(linesFromText('084年05月05日')[0]).candidates).not.toContainEqual({
      year: 84,
      month: 5,
      day: 5,
    });
    expect(readLineDates(linesFromText('A 1234 5678 9')[0]).candidates).toEqual([]);
    expect(readLineDates(linesFromText('123456789')[0]).candidates).toEqual([]);
  });
});

describe('readIdCardFront', () => {
  it('returns the ID number, the birth date (first) and the issue date (second)', () => {
    expect(read('PERBEBER SSE\nwasAR REI 84F 5H 5H\nEAN RE 109F 5A 1E (dL) HE\ns—w% Al23456789')).toEqual({
      idCardNo: 'A123456789',
      birthDate: '1995-05-05',
      issueYear: 109,
      issueMonth: 5,
      issueDay: 1,
    });
  });

  it('returns only what was read', () => {
    expect(read('wasAR REI 84F 5H 5H\ns—w% A123456788')).toEqual({ birthDate: '1995-05-05' });
    expect(read('EAN RE 109F 5A 1E (dL) HE\nA123456789')).toEqual({
      idCardNo: 'A123456789',
      issueYear: 109,
      issueMonth: 5,
      issueDay: 1,
    });
    expect(read('HERBBERS NE\nwe F/R\nHRI B')).toEqual({});
  });

  it('tells a lone issue date by its bracket, and leaves out a lone date that could be either', () => {
    expect(read('RE 98F 7A 3E (dL)')).toEqual({ issueYear: 98, issueMonth: 7, issueDay: 3 });
    expect(read('RE 98F 7A 3E')).toEqual({}); // born 2009 or issued 2009: unknown
    expect(read('RE 60F 7A 3E')).toEqual({ birthDate: '1971-07-03' }); // never an issue year
  });

  it('drops dates no card holder can have', () => {
    expect(read('RE 115F 1A 1E\nRE 116F 1A 1E (x)')).toEqual({}); // in the future
    expect(read('RE 5F 1A 1E\nRE 109F 1A 1E (x)')).toEqual({ issueYear: 109, issueMonth: 1, issueDay: 1 });
    expect(read('RE 110F 1A 1E')).toEqual({}); // 4 years old: no birth date; no bracket: no issue date
    expect(read('RE 84F 5A 5E\nRE 80F 1A 1E (x)')).toEqual({ birthDate: '1995-05-05' }); // issued before birth
  });

  it('does not read the ID number line as a date', () => {
    // Its digits would read as 18年6月1日 (a plausible birth date), but it is the ID number.
    expect(read('s—w% A118061232')).toEqual({ idCardNo: 'A118061232' });
    expect(read('s—w% 118 06 1232')).toEqual({}); // even when its letter was lost
  });
});
