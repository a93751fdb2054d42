import type { IdCardFields } from '../api/v2/types/commodity';

/** The sessionStorage key of the handoff. */
export const ID_CARD_HANDOFF_KEY = 'fenqi.idCardOcr';

const TEXT_FIELDS = [
  'idCardNo',
  'name',
  'birthDate',
  'gender',
  'issueLocation',
  'issueStatus',
  'permanentCity',
  'permanentDistrict',
  'permanentAddress',
] as const;
const NUMBER_FIELDS = ['issueYear', 'issueMonth', 'issueDay'] as const;

/** sessionStorage, or null where it is missing or refuses access (some private modes throw). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Only the known fields with the right types: the entry may come from an older app version or be tampered with. */
function cleanFields(raw: unknown): IdCardFields {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const fields: Record<string, string | number> = {};
  for (const key of TEXT_FIELDS)
    if (typeof source[key] === 'string' && source[key]) fields[key] = source[key];
  for (const key of NUMBER_FIELDS) if (Number.isInteger(source[key])) fields[key] = source[key] as number;
  return fields as IdCardFields;
}

/** Keeps the checked fields for the application's step 1 (this tab only). */
export function saveIdCardHandoff(fields: IdCardFields): void {
  try {
    storage()?.setItem(ID_CARD_HANDOFF_KEY, JSON.stringify(cleanFields(fields)));
  } catch {
    // Storage full or refused: the member types the data in at step 1 instead.
  }
}

/** The fields last saved, or null when there are none, the entry is damaged or holds no known field. */
export function readIdCardHandoff(): IdCardFields | null {
  try {
    const raw = storage()?.getItem(ID_CARD_HANDOFF_KEY);
    const fields = raw ? cleanFields(JSON.parse(raw)) : {};
    return Object.keys(fields).length > 0 ? fields : null;
  } catch {
    return null;
  }
}

/** Forgets the handoff (step 1 has taken it over, or the member starts again). */
export function clearIdCardHandoff(): void {
  try {
    storage()?.removeItem(ID_CARD_HANDOFF_KEY);
  } catch {
    // Nothing to clear where there is no storage.
  }
}
