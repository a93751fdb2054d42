/** @jest-environment node */
import {
  caseReferenceDigits,
  splitVirtualAccount,
  virtualAccountCheckDigit,
  virtualAccountFor,
} from './virtual-account';

describe('ATM virtual account', () => {
  it('is bank 812 + 13 digits of the case number + a check digit', () => {
    const account = virtualAccountFor('FQ20261122000123');
    expect(account).toMatch(/^812[0-9]{14}$/);
    expect(account.slice(3, 16)).toBe('0261122000123');
    expect(splitVirtualAccount(account)).toEqual({ bankCode: '812', account: account.slice(3) });
  });

  it('computes the check digit with weights 1, 3, 7 (worked: 1·1 + 2·3 + 3·7 = 28 → 2)', () => {
    expect(virtualAccountCheckDigit('123')).toBe('2');
    expect(virtualAccountCheckDigit('0000000000000')).toBe('0');
  });

  it('catches a single mistyped digit', () => {
    const account = virtualAccountFor('FQ20261122000123').slice(3);
    for (let position = 0; position < 13; position++) {
      const digits = [...account.slice(0, 13)];
      digits[position] = String((Number(digits[position]) + 1) % 10);
      expect(virtualAccountCheckDigit(digits.join(''))).not.toBe(account[13]);
    }
  });

  it('pads short case numbers and keeps the last digits of long ones', () => {
    expect(caseReferenceDigits('C42', 5)).toBe('00042');
    expect(caseReferenceDigits('FQ20261122000123', 4)).toBe('0123');
  });
});
