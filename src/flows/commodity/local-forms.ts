import type { CommodityForms, IdentityForm } from './model/form-data';
import type { ApplicantKind, CommodityStep, ContractName, MidClauseAgreement } from './actions';
import type { CommodityState } from './slice';

/*
 * The application kept in this browser (localStorage), so a reload, a closed tab or a lost
 * connection loses nothing (issue 6 §8). One entry per ID number plus a pointer to the last one.
 * Passwords are never written: a new member's password lives in the store only.
 */

const KEY_PREFIX = 'fenqi.commodity.';
const LAST_KEY = 'fenqi.commodity.last';
/** Bumped when the stored shape changes; older entries are ignored rather than misread. */
const FORMAT = 1;

/** What is kept of one application. */
export interface LocalCopy {
  format: typeof FORMAT;
  idCardNo: string;
  applicantKind: ApplicantKind | null;
  forms: CommodityForms;
  completed: CommodityStep[];
  midClause: MidClauseAgreement | null;
  contractsAgreedAt: Record<ContractName, string | null>;
  /** Holds edits the server's draft has not got yet. */
  unsynced: boolean;
  savedAt: string;
}

/** The storage calls used (localStorage in the browser). */
export type LocalStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStore: LocalStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/** localStorage, or an in-memory map where there is none (node tests, storage disabled). */
export function browserStore(): LocalStore {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
  }
  return memoryStore;
}

/** The storage key of an ID number's application. */
export const localKeyOf = (idCardNo: string): string => `${KEY_PREFIX}${idCardNo}`;

function withoutPasswords(identity: IdentityForm): IdentityForm {
  const { password: _password, confirmPassword: _confirm, ...kept } = identity;
  return kept;
}

/** The slice as a local copy (passwords stripped), or null while there is no ID number to key it by. */
export function toLocalCopy(state: CommodityState, now: Date = new Date()): LocalCopy | null {
  const idCardNo = state.forms.identity.idCardNo;
  if (!idCardNo) return null;
  return {
    format: FORMAT,
    idCardNo,
    applicantKind: state.applicantKind,
    forms: { ...state.forms, identity: withoutPasswords(state.forms.identity) },
    completed: [...state.completed],
    midClause: state.midClause,
    contractsAgreedAt: { ...state.contractsAgreedAt },
    // Before step 1 there is no draft to be behind of (the writer keeps a kept copy's flag then).
    unsynced: state.applicantKind !== null && state.revision > state.syncedRevision,
    savedAt: now.toISOString(),
  };
}

/** Writes the copy and makes it the last one; a full or disabled storage is ignored (the store still has it). */
export function writeLocalCopy(copy: LocalCopy, store: LocalStore = browserStore()): void {
  try {
    store.setItem(localKeyOf(copy.idCardNo), JSON.stringify(copy));
    store.setItem(LAST_KEY, copy.idCardNo);
  } catch {
    // QuotaExceeded or private mode: nothing to do but keep going with the in-memory state.
  }
}

function isLocalCopy(value: unknown): value is LocalCopy {
  const copy = value as Partial<LocalCopy> | null;
  return (
    typeof copy === 'object' &&
    copy !== null &&
    copy.format === FORMAT &&
    typeof copy.idCardNo === 'string' &&
    typeof copy.forms === 'object' &&
    Array.isArray(copy.completed)
  );
}

/** The copy kept for an ID number (default: the last one written), or null when none or damaged. */
export function readLocalCopy(
  idCardNo?: string | null,
  store: LocalStore = browserStore(),
): LocalCopy | null {
  try {
    const id = idCardNo ?? store.getItem(LAST_KEY);
    if (!id) return null;
    const raw = store.getItem(localKeyOf(id));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isLocalCopy(parsed) || parsed.idCardNo !== id) return null;
    // Even a copy written by an older build never hands a password back.
    return { ...parsed, forms: { ...parsed.forms, identity: withoutPasswords(parsed.forms.identity ?? {}) } };
  } catch {
    return null;
  }
}

/** Forgets an ID number's copy (after a successful submit, or a deleted draft). */
export function clearLocalCopy(idCardNo: string, store: LocalStore = browserStore()): void {
  try {
    store.removeItem(localKeyOf(idCardNo));
    if (store.getItem(LAST_KEY) === idCardNo) store.removeItem(LAST_KEY);
  } catch {
    // Storage gone: nothing left to clear.
  }
}
