import {
  clearLocalCopy,
  localKeyOf,
  readLocalCopy,
  toLocalCopy,
  writeLocalCopy,
  type LocalCopySource,
} from './local-forms';
import { initialCommodityState, type CommodityState } from './slice';

const NOW = new Date('2024-06-01T08:30:00.000Z');
const NONE_AGREED = { installment: null, platform: null, sale: null };

/** A new member's application on step 3 with an edit the server has not got. */
function state(change: Partial<CommodityState> = {}): LocalCopySource {
  return {
    state: {
      ...initialCommodityState,
      applicantKind: 'newMember',
      midClause: { version: '2024.06', agreedAt: NOW.toISOString() },
      ...change,
    },
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
    contractsAgreedAt: { installment: NOW.toISOString(), platform: null, sale: null },
    unsynced: true,
  };
}

/* jsdom has no IndexedDB: the copies go to the store's fallback (localStorage, `fenqi.drafts.`). */
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('local copy of the application', () => {
  it('round-trips forms, steps and agreement times, keyed by the ID number, without any password', async () => {
    const copy = toLocalCopy(state(), NOW);
    expect(copy).not.toBeNull();
    await writeLocalCopy(copy!);
    expect(localKeyOf('E123456783')).toBe('applicant:E123456783 commodity');
    const raw = localStorage.getItem(`fenqi.drafts.${localKeyOf('E123456783')}`) ?? '';
    expect(raw).toContain('王小明');
    expect(raw).not.toContain('abc12345');
    const read = await readLocalCopy();
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
    expect(await readLocalCopy('E123456783')).toEqual(read);
  });

  it('keeps nothing before an ID number is known, and is never unsynced before step 1', () => {
    const empty = { identity: {}, plan: {}, applicant: {}, product: {} };
    expect(
      toLocalCopy({
        state: initialCommodityState,
        forms: empty,
        completed: [],
        contractsAgreedAt: NONE_AGREED,
        unsynced: false,
      }),
    ).toBeNull();
    expect(toLocalCopy(state({ applicantKind: null }))?.unsynced).toBe(false);
  });

  it('keeps one copy per ID number; the pointer names the last written', async () => {
    await writeLocalCopy(toLocalCopy(state(), NOW)!);
    const other = state();
    other.forms = { ...other.forms, identity: { idCardNo: 'A123456789' } };
    await writeLocalCopy(toLocalCopy(other, NOW)!);
    expect((await readLocalCopy())?.idCardNo).toBe('A123456789');
    expect((await readLocalCopy('E123456783'))?.idCardNo).toBe('E123456783');
    await clearLocalCopy('A123456789');
    expect(await readLocalCopy()).toBeNull();
    expect(await readLocalCopy('E123456783')).not.toBeNull();
  });

  it('moves an older build’s copy and pointer in from localStorage, never handing back a password', async () => {
    const stored = { ...toLocalCopy(state(), new Date())!, forms: state().forms };
    localStorage.setItem('fenqi.commodity.E123456783', JSON.stringify(stored));
    localStorage.setItem('fenqi.commodity.last', 'E123456783');
    const read = await readLocalCopy();
    expect(read?.forms.identity).toEqual({ idCardNo: 'E123456783', isMember: false });
    expect(read?.forms.plan).toEqual({ amount: 30000 });
    expect(Object.keys({ ...localStorage }).filter((key) => key.startsWith('fenqi.commodity.'))).toEqual([]);
    expect((await readLocalCopy())?.idCardNo).toBe('E123456783');
  });

  it('ignores damaged entries, entries of another format, and copies older than 7 days', async () => {
    localStorage.setItem('fenqi.commodity.B123456780', '{broken');
    expect(await readLocalCopy('B123456780')).toBeNull();
    const fresh = toLocalCopy(state(), new Date())!;
    localStorage.setItem('fenqi.commodity.C123456781', JSON.stringify({ ...fresh, format: 0 }));
    expect(await readLocalCopy('C123456781')).toBeNull();
    const old = { ...fresh, savedAt: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() };
    localStorage.setItem('fenqi.commodity.E123456783', JSON.stringify(old));
    expect(await readLocalCopy('E123456783')).toBeNull();
  });
});
