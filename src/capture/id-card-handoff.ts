import type { IdCardFields } from '../api/v2/types/commodity';
import { pickIdCardFields } from '../validation/id-card-fields';

/** The sessionStorage key of the handoff. */
export const ID_CARD_HANDOFF_KEY = 'fenqi.idCardOcr';

/** sessionStorage, or null where it is missing or refuses access (some private modes throw). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the checked fields for the application's step 1 (this tab only). */
export function saveIdCardHandoff(fields: IdCardFields): void {
  try {
    storage()?.setItem(ID_CARD_HANDOFF_KEY, JSON.stringify(pickIdCardFields(fields)));
  } catch {
    // Storage full or refused: the member types the data in at step 1 instead.
  }
}

/** The fields last saved, or null when there are none, the entry is damaged or holds no known field. */
export function readIdCardHandoff(): IdCardFields | null {
  try {
    const raw = storage()?.getItem(ID_CARD_HANDOFF_KEY);
    const fields = raw ? pickIdCardFields(JSON.parse(raw)) : {};
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
