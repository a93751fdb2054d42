/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Bank {
  bankCode: string;
  bankName: string;
}

interface BankBranch {
  bankCode: string;
  branchCode: string;
  branchName: string;
}

const readSeed = <T>(file: string): T[] => JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as T[];

const banks = readSeed<Bank>('banks.json');
const branches = readSeed<BankBranch>('bank-branches.json');

/**
 * Institutions whose complete FISC branch list is shorter than five entries, with the size of that list:
 * 中華郵政 has only its two savings units (劃撥 / 存簿), and the three internet-only banks have a single
 * head office. Every other bank must have at least five branches.
 */
const SMALL_BRANCH_LISTS: Record<string, number> = { '700': 2, '823': 1, '824': 1, '826': 1 };

/** Large banks that must be represented by at least twelve branches. */
const LARGE_BANKS = ['004', '005', '006', '007', '008', '009', '012', '013', '017', '808', '812', '822'];

const branchesOf = (bankCode: string) => branches.filter((branch) => branch.bankCode === bankCode);

describe('bank seed data', () => {
  it('has unique 3-digit bank codes', () => {
    const codes = banks.map(({ bankCode }) => bankCode);
    expect(codes.filter((code) => !/^\d{3}$/.test(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('lists every branch under a known bank', () => {
    const known = new Set(banks.map(({ bankCode }) => bankCode));
    expect(branches.filter(({ bankCode }) => !known.has(bankCode))).toEqual([]);
  });

  it('uses 7-digit branch codes that start with the bank code', () => {
    expect(
      branches.filter(
        ({ bankCode, branchCode }) => !/^\d{7}$/.test(branchCode) || !branchCode.startsWith(bankCode),
      ),
    ).toEqual([]);
  });

  it('has no duplicate (bankCode, branchCode) pairs', () => {
    const keys = branches.map(({ bankCode, branchCode }) => `${bankCode}/${branchCode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every bank at least five branches, except institutions with fewer real branches', () => {
    const short = banks
      .filter(({ bankCode }) => !(bankCode in SMALL_BRANCH_LISTS))
      .filter(({ bankCode }) => branchesOf(bankCode).length < 5)
      .map(({ bankCode }) => bankCode);
    expect(short).toEqual([]);
    for (const [bankCode, count] of Object.entries(SMALL_BRANCH_LISTS)) {
      expect([bankCode, branchesOf(bankCode).length]).toEqual([bankCode, count]);
    }
  });

  it('gives the large banks at least twelve branches', () => {
    expect(LARGE_BANKS.filter((bankCode) => branchesOf(bankCode).length < 12)).toEqual([]);
  });

  it('uses non-empty Traditional Chinese names', () => {
    const names = [...banks.map(({ bankName }) => bankName), ...branches.map(({ branchName }) => branchName)];
    expect(names.filter((name) => name.trim() === '' || !/\p{Script=Han}/u.test(name))).toEqual([]);
    expect(names.filter((name) => name.includes('银'))).toEqual([]);
  });
});
