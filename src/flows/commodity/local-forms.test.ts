import {
  browserStore,
  clearLocalCopy,
  localKeyOf,
  readLocalCopy,
  toLocalCopy,
  writeLocalCopy,
  type LocalStore,
} from './local-forms';
import { initialCommodityState, type CommodityState } from './slice';

const NOW = new Date('2024-06-01T08:30:00.000Z');

function state(change: Partial<CommodityState> = {}): CommodityState {
  return {
    ...initialCommodityState,
    applicantKind: 'newMember',
    forms: {
      identity: {
        idCardNo: 'E123456783',
        isMember: false,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      },
      plan: { amount: 30000 },
      applicant: { name: '王小明' },
      product: {},
    },
    completed: [1, 2],
    midClause: { version: '2024.06', agreedAt: NOW.toISOString() },
    contractsAgreedAt: { installment: NOW.toISOString(), platform: null, sale: null },
    revision: 3,
    syncedRevision: 2,
    ...change,
  };
}

beforeEach(() => localStorage.clear());

describe('local copy of the application', () => {
  it('round-trips forms, steps and agreement times through localStorage without any password', () => {
    const copy = toLocalCopy(state(), NOW);
    expect(copy).not.toBeNull();
    writeLocalCopy(copy!);
    const raw = localStorage.getItem(localKeyOf('E123456783')) ?? '';
    expect(raw).not.toContain('abc12345');
    const read = readLocalCopy();
    expect(read).toEqual({
      format: 1,
      idCardNo: 'E123456783',
      applicantKind: 'newMember',
      forms: {
        identity: { idCardNo: 'E123456783', isMember: false },
        plan: { amount: 30000 },
        applicant: { name: '王小明' },
        product: {},
      },
      completed: [1, 2],
      midClause: { version: '2024.06', agreedAt: NOW.toISOString() },
      contractsAgreedAt: { installment: NOW.toISOString(), platform: null, sale: null },
      unsynced: true,
      savedAt: NOW.toISOString(),
    });
    expect(readLocalCopy('E123456783')).toEqual(read);
  });

  it('keeps nothing before an ID number is known, and is never unsynced before step 1', () => {
    expect(toLocalCopy(initialCommodityState)).toBeNull();
    expect(toLocalCopy(state({ applicantKind: null }))?.unsynced).toBe(false);
  });

  it('keeps one copy per ID number; the pointer names the last written', () => {
    writeLocalCopy(toLocalCopy(state(), NOW)!);
    const other = state();
    other.forms = { ...other.forms, identity: { idCardNo: 'A123456789' } };
    writeLocalCopy(toLocalCopy(other, NOW)!);
    expect(readLocalCopy()?.idCardNo).toBe('A123456789');
    expect(readLocalCopy('E123456783')?.idCardNo).toBe('E123456783');
    clearLocalCopy('A123456789');
    expect(readLocalCopy()).toBeNull();
    expect(readLocalCopy('E123456783')).not.toBeNull();
  });

  it('never hands back a password even from an entry that has one, and ignores damaged entries', () => {
    const stored = { ...toLocalCopy(state(), NOW)!, forms: state().forms };
    localStorage.setItem(localKeyOf('E123456783'), JSON.stringify(stored));
    expect(readLocalCopy('E123456783')?.forms.identity).toEqual({ idCardNo: 'E123456783', isMember: false });
    localStorage.setItem(localKeyOf('B123456780'), '{broken');
    expect(readLocalCopy('B123456780')).toBeNull();
    localStorage.setItem(localKeyOf('C123456781'), JSON.stringify({ ...stored, format: 0 }));
    expect(readLocalCopy('C123456781')).toBeNull();
  });

  it('goes on without storage when it is full or disabled', () => {
    const full: LocalStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeLocalCopy(toLocalCopy(state(), NOW)!, full)).not.toThrow();
    expect(readLocalCopy(null, full)).toBeNull();
    expect(browserStore()).toBe(localStorage);
  });
});
