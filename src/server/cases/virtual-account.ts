/** The bank members transfer to (台新國際商業銀行, one of the seeded banks). */
export const VIRTUAL_ACCOUNT_BANK_CODE = '812';

/** Weights of the check digit, repeated from the left (the 1-3-7 scheme Taiwanese banks use). */
const CHECK_WEIGHTS = [1, 3, 7];

/**
 * The last `length` digits of a case number (left-padded with zeros): case numbers are
 * `FQ` + date + serial, so the digits alone identify the case.
 */
export function caseReferenceDigits(caseNo: string, length: number): string {
  return caseNo.replace(/\D/g, '').slice(-length).padStart(length, '0');
}

/** The check digit of a digit string: weights 1, 3, 7 repeating, the sum's complement to 10. */
export function virtualAccountCheckDigit(digits: string): string {
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * CHECK_WEIGHTS[index % 3],
    0,
  );
  return String((10 - (sum % 10)) % 10);
}

/**
 * The ATM virtual account of a case: the bank code, then 14 digits — 13 from the case number
 * and a check digit, so a mistyped transfer account is caught before money goes astray.
 */
export function virtualAccountFor(caseNo: string): string {
  const body = caseReferenceDigits(caseNo, 13);
  return `${VIRTUAL_ACCOUNT_BANK_CODE}${body}${virtualAccountCheckDigit(body)}`;
}

/** Splits a stored virtual account into its bank code and the 14-digit account. */
export function splitVirtualAccount(stored: string): { bankCode: string; account: string } {
  return { bankCode: stored.slice(0, 3), account: stored.slice(3) };
}
