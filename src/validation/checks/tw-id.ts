/**
 * True for a Taiwanese national ID: an uppercase letter, 1 or 2, eight digits, and the standard
 * checksum. The letter codes are not alphabetical (I = 34, O = 35, W = 32, Z = 33), so they are
 * spelled out in order A–Z.
 */
export function isTwId(value: unknown): boolean {
  if (typeof value !== 'string' || !/^[A-Z][12]\d{8}$/.test(value)) return false;
  const letterCodes = [
    10, 11, 12, 13, 14, 15, 16, 17, 34, 18, 19, 20, 21, 22, 35, 23, 24, 25, 26, 27, 28, 29, 32, 30, 31, 33,
  ];
  const code = letterCodes[value.charCodeAt(0) - 65];
  let sum = Math.floor(code / 10) + (code % 10) * 9;
  for (let i = 1; i <= 8; i += 1) sum += Number(value[i]) * (9 - i);
  sum += Number(value[9]);
  return sum % 10 === 0;
}
