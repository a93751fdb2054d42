import { caseReferenceDigits } from './virtual-account';

/** Our 3-character collection-item code at the convenience-store clearing house. */
export const COLLECTION_AGENCY_CODE = 'FQA';

/** The three Code 39 segments printed on a convenience-store payment slip. */
export interface StoreBarcodes {
  /** Due date YYMMDD + agency code: 9 characters. */
  barcode1: string;
  /** The payment number: 16 characters. */
  barcode2: string;
  /** Due MMDD + 2 check characters + amount in 9 digits: 15 characters. */
  barcode3: string;
}

/**
 * The value a barcode character counts for in the check: a digit is itself; a letter counts as
 * in the clearing houses' table, A–I = 1–9, J–R = 1–9, S–Z = 2–9.
 */
export function checkValueOf(character: string): number {
  if (/^[0-9]$/.test(character)) return Number(character);
  const code = character.charCodeAt(0);
  if (character >= 'A' && character <= 'I') return code - 64;
  if (character >= 'J' && character <= 'R') return code - 73;
  if (character >= 'S' && character <= 'Z') return code - 81;
  throw new Error(`no check value for barcode character "${character}"`);
}

function checkCharacter(remainder: number): string {
  if (remainder === 0) return 'A';
  if (remainder === 10) return 'B';
  return String(remainder);
}

/**
 * The two check characters of segment 3. Over segment 1 + segment 2 + segment 3 without its check
 * characters (38 characters), the values at odd positions (1st, 3rd, …) are summed modulo 11 for
 * the first character and those at even positions for the second; remainder 0 is written 'A',
 * 10 'B', any other its digit — so the check is always one printable character.
 */
export function barcodeCheckCharacters(
  barcode1: string,
  barcode2: string,
  dueMmdd: string,
  amount9: string,
): string {
  const values = [...`${barcode1}${barcode2}${dueMmdd}${amount9}`].map(checkValueOf);
  const odd = values.filter((_, index) => index % 2 === 0).reduce((a, b) => a + b, 0);
  const even = values.filter((_, index) => index % 2 === 1).reduce((a, b) => a + b, 0);
  return checkCharacter(odd % 11) + checkCharacter(even % 11);
}

/** The 16-character payment number of one period: 14 digits of the case number + the period. */
export function paymentNumberOf(caseNo: string, period: number): string {
  return `${caseReferenceDigits(caseNo, 14)}${String(period).padStart(2, '0')}`;
}

/** The three barcode segments of one period: due `YYYY-MM-DD`, whole NT dollars. */
export function storeBarcodesFor(
  caseNo: string,
  period: number,
  dueDate: string,
  amount: number,
): StoreBarcodes {
  if (!Number.isInteger(amount) || amount < 0 || amount > 999_999_999)
    throw new Error(`amount ${amount} does not fit a barcode`);
  const [year, month, day] = dueDate.split('-');
  const barcode1 = `${year.slice(2)}${month}${day}${COLLECTION_AGENCY_CODE}`;
  const barcode2 = paymentNumberOf(caseNo, period);
  const dueMmdd = `${month}${day}`;
  const amount9 = String(amount).padStart(9, '0');
  const check = barcodeCheckCharacters(barcode1, barcode2, dueMmdd, amount9);
  return { barcode1, barcode2, barcode3: `${dueMmdd}${check}${amount9}` };
}
