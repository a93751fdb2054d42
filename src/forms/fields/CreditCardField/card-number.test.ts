import { formatCardNumber } from './card-number';

describe('formatCardNumber', () => {
  it('groups sixteen digits by four', () => {
    expect(formatCardNumber('4311951112345678')).toBe('4311-9511-1234-5678');
  });

  it('formats partial input without a trailing hyphen', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4311')).toBe('4311');
    expect(formatCardNumber('43119')).toBe('4311-9');
    expect(formatCardNumber('4311-')).toBe('4311');
    expect(formatCardNumber('431195111234')).toBe('4311-9511-1234');
  });

  it('drops everything but digits and stops at sixteen', () => {
    expect(formatCardNumber('4311 9511 1234 5678')).toBe('4311-9511-1234-5678');
    expect(formatCardNumber('4311-9511-1234-5678')).toBe('4311-9511-1234-5678');
    expect(formatCardNumber('43119511123456789999')).toBe('4311-9511-1234-5678');
    expect(formatCardNumber('ab4311cd')).toBe('4311');
  });
});
