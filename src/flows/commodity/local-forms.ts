import { forgetDraft, keepDraft, readKeptDraft, takeLegacyItem } from '../../api/offline/kept-drafts';
import type { CommodityForms } from './model/form-data';
import { identityWithoutPasswords as withoutPasswords } from './model/without-passwords';
import type { ApplicantKind, CommodityStep, ContractName, MidClauseAgreement } from './actions';
import type { CommodityState } from './slice';

/*
 * The application kept on this device (IndexedDB through src/api/offline/kept-drafts.ts), so a
 * reload, a closed tab or a lost connection loses nothing (issue 6 §8, issue 29). One record per
 * ID number (its owner) plus a pointer to the last one. Passwords are never written: a new
 * member's password lives in the store only.
 */

/** Where an older build kept the copies (localStorage); moved in when read. */
const LEGACY_PREFIX = 'fenqi.commodity.';
const LEGACY_LAST_KEY = 'fenqi.commodity.last';
/** The pointer to the last application written: this device's, not an applicant's. */
const LAST_KEY = 'device commodity:last';
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

/** The key of an ID number's application, its owner (the applicant's ID number) first. */
export const localKeyOf = (idCardNo: string): string => `applicant:${idCardNo} commodity`;

/** What of the store the local copy keeps: the wizard's slice, its forms, and whether the draft lacks edits. */
export interface LocalCopySource {
  state: CommodityState;
  forms: CommodityForms;
  completed: CommodityStep[];
  contractsAgreedAt: Record<ContractName, string | null>;
  unsynced: boolean;
}

/** The application as a local copy (passwords stripped), or null while there is no ID number to key it by. */
export function toLocalCopy(
  { state, forms, completed, contractsAgreedAt, unsynced }: LocalCopySource,
  now: Date = new Date(),
): LocalCopy | null {
  const idCardNo = forms.identity.idCardNo;
  if (!idCardNo) return null;
  return {
    format: FORMAT,
    idCardNo,
    applicantKind: state.applicantKind,
    forms: { ...forms, identity: withoutPasswords(forms.identity) },
    completed: [...completed],
    midClause: state.midClause,
    contractsAgreedAt: { ...contractsAgreedAt },
    // Before step 1 there is no draft to be behind of (the writer keeps a kept copy's flag then).
    unsynced: state.applicantKind !== null && unsynced,
    savedAt: now.toISOString(),
  };
}

/** Writes the copy and makes it the last one; a full or refused storage is ignored (the store still has it). */
export async function writeLocalCopy(copy: LocalCopy): Promise<void> {
  await keepDraft(localKeyOf(copy.idCardNo), copy);
  await keepDraft(LAST_KEY, { idCardNo: copy.idCardNo });
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

/** The ID number of the last application written (an older build's pointer is moved in). */
async function lastIdCardNo(): Promise<string | null> {
  const pointer = (await readKeptDraft(LAST_KEY)) as { idCardNo?: unknown } | null;
  if (typeof pointer?.idCardNo === 'string') return pointer.idCardNo;
  const legacy = takeLegacyItem(LEGACY_LAST_KEY);
  if (legacy) await keepDraft(LAST_KEY, { idCardNo: legacy });
  return legacy;
}

/** The copy kept for an ID number (default: the last one written), or null when none, damaged or expired. */
export async function readLocalCopy(idCardNo?: string | null): Promise<LocalCopy | null> {
  const id = idCardNo ?? (await lastIdCardNo());
  if (!id) return null;
  const kept = await readKeptDraft(localKeyOf(id), `${LEGACY_PREFIX}${id}`);
  if (!isLocalCopy(kept) || kept.idCardNo !== id) return null;
  // Even a copy written by an older build never hands a password back.
  return { ...kept, forms: { ...kept.forms, identity: withoutPasswords(kept.forms.identity ?? {}) } };
}

/** Forgets an ID number's copy (after a successful submit, or a deleted draft). */
export async function clearLocalCopy(idCardNo: string): Promise<void> {
  await forgetDraft(localKeyOf(idCardNo), `${LEGACY_PREFIX}${idCardNo}`);
  if ((await lastIdCardNo()) === idCardNo) await forgetDraft(LAST_KEY);
}
