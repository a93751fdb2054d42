/** @jest-environment node */
import { barcodeCheckCharacters, checkValueOf, paymentNumberOf, storeBarcodesFor } from './store-barcodes';

describe('convenience-store barcodes', () => {
  it('lays out the three Code 39 segments: 9, 16 and 15 characters', () => {
    const codes = storeBarcodesFor('FQ20261122000123', 1, '2026-12-22', 2094);
    expect(codes.barcode1).toBe('261222FQA'); // due YYMMDD + agency code
    expect(codes.barcode2).toBe('2026112200012301'); // 14 digits of the case number + period
    expect(codes.barcode3).toMatch(/^1222[0-9AB]{2}000002094$/); // due MMDD + check + amount
    expect([codes.barcode1.length, codes.barcode2.length, codes.barcode3.length]).toEqual([9, 16, 15]);
    expect(`${codes.barcode1}${codes.barcode2}${codes.barcode3}`).toMatch(/^[0-9A-Z]+$/);
  });

  /*
   * The check rule, worked by hand for the slip above. The 38 characters checked are
   * 261222FQA · 2026112200012301 · 1222 · 000002094, letters counted as F=6, Q=8 (J–R = 1–9), A=1.
   * Odd positions: 2+1+2+6+1+0+6+1+2+0+0+1+3+1+2+2+0+0+2+9 = 41, 41 mod 11 = 8 → '8'.
   * Even positions: 6+2+2+8+2+2+1+2+0+0+2+0+0+1+2+0+0+0+0+4 = 34, 34 mod 11 = 1 → '1'.
   */
  it('computes the check characters as odd/even position sums modulo 11', () => {
    expect(storeBarcodesFor('FQ20261122000123', 1, '2026-12-22', 2094).barcode3).toBe('122281000002094');
  });

  it("writes remainder 0 as 'A' and remainder 10 as 'B'", () => {
    expect(barcodeCheckCharacters('000000000', '0000000000000000', '0000', '000000000')).toBe('AA');
    expect(barcodeCheckCharacters('901000000', '0000000000000000', '0000', '000000000')).toBe('BA');
  });

  it('catches a changed amount or payment number through the check characters', () => {
    const base = storeBarcodesFor('FQ20261122000123', 3, '2027-02-22', 1047).barcode3.slice(4, 6);
    expect(storeBarcodesFor('FQ20261122000123', 3, '2027-02-22', 1048).barcode3.slice(4, 6)).not.toBe(base);
    expect(storeBarcodesFor('FQ20261122000124', 3, '2027-02-22', 1047).barcode3.slice(4, 6)).not.toBe(base);
  });

  it('counts letters as the clearing-house table does', () => {
    expect(['A', 'I', 'J', 'R', 'S', 'Z', '0', '7'].map(checkValueOf)).toEqual([1, 9, 1, 9, 2, 9, 0, 7]);
    expect(() => checkValueOf('-')).toThrow();
  });

  it('numbers each period of a case apart', () => {
    expect(paymentNumberOf('FQ20261122000123', 12)).toBe('2026112200012312');
    expect(paymentNumberOf('FQ20261122000123', 1)).not.toBe(paymentNumberOf('FQ20261122000123', 2));
  });

  it('refuses an amount that does not fit nine digits', () => {
    expect(() => storeBarcodesFor('FQ20261122000123', 1, '2026-12-22', 1_000_000_000)).toThrow();
    expect(() => storeBarcodesFor('FQ20261122000123', 1, '2026-12-22', 10.5)).toThrow();
  });
});
