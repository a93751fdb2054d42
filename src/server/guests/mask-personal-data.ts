/**
 * Masks a name for someone who is not its owner (a guarantor sees the applicant as 王○明):
 * the first and last characters stay, the ones between become ○; a two-character name keeps
 * only the first.
 */
export function maskName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}○`;
  return `${chars[0]}${'○'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Masks a national ID number to A12****789: enough to recognise, not enough to reuse. */
export function maskIdNumber(idNum: string): string {
  if (idNum.length < 7) return '*'.repeat(idNum.length);
  return `${idNum.slice(0, 3)}${'*'.repeat(idNum.length - 6)}${idNum.slice(-3)}`;
}
