import type { GuardianPhones } from '../../api/v2/minor';

const keyOf = (appCaseNo: string) => `fenqi.minorGuardians.${appCaseNo}`;

/** Keeps the guardians' phones of a case in this browser (spec §4: only after the server said 'ok.'). */
export function storeGuardianPhones(appCaseNo: string, phones: GuardianPhones): void {
  try {
    localStorage.setItem(keyOf(appCaseNo), JSON.stringify(phones));
  } catch {
    // Storage blocked or full: the server has the phones; only the local copy is missing.
  }
}

/** The phones kept for the case, or null. */
export function storedGuardianPhones(appCaseNo: string): GuardianPhones | null {
  try {
    const raw = localStorage.getItem(keyOf(appCaseNo));
    const value = raw ? (JSON.parse(raw) as Partial<GuardianPhones>) : null;
    return value && typeof value.appMinorFaday1Cellphone === 'string' ? (value as GuardianPhones) : null;
  } catch {
    return null;
  }
}
