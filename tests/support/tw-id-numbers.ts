import { isTwId } from '../../src/validation/checks/tw-id';

/** The checksum-valid ID number that starts with these nine characters (a letter, 1/2, seven digits). */
export function twIdNumber(firstNine: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    const candidate = `${firstNine}${digit}`;
    if (isTwId(candidate)) return candidate;
  }
  throw new Error(`no checksum digit completes ${firstNine}`);
}

/** `count` different checksum-valid ID numbers of one region letter and gender, as a guesser walks them. */
export function twIdNumbers(count: number, letter = 'E', gender = '2', from = 1000000): string[] {
  return Array.from({ length: count }, (_, i) => twIdNumber(`${letter}${gender}${from + i}`));
}
