/** @jest-environment node */
import { maskIdNumber, maskName } from './mask-personal-data';

describe('maskName', () => {
  it.each([
    ['王小明', '王○明'],
    ['歐陽娜娜', '歐○○娜'],
    ['林一', '林○'],
    ['林', '林'],
    ['', ''],
    [' 王小明 ', '王○明'],
  ])('%s → %s', (name, masked) => expect(maskName(name)).toBe(masked));
});

describe('maskIdNumber', () => {
  it('keeps the first and last three characters', () => {
    expect(maskIdNumber('A123456789')).toBe('A12****789');
    expect(maskIdNumber('A12')).toBe('***');
  });
});
