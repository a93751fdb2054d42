import type { CommodityApplication } from '../../api/v2/types/commodity';

/** Where the key of the submission being sent is kept: this tab, until the send succeeds. */
const STORAGE_KEY = 'fenqi.commoditySubmitKey';

/** The application as it identifies one submission: without the agreement times, set anew per send. */
function submissionOf(application: CommodityApplication): string {
  const {
    midAgreedAt: _mid,
    platformContractAgreedAt: _platform,
    saleContractAgreedAt: _sale,
    ...rest
  } = application;
  return JSON.stringify(rest);
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of a send: the same key while the same application is sent again in this
 * tab (a retry after the reply was lost, a second click), so the server makes one case; a new
 * key once anything in it changed.
 */
export function submitKeyFor(application: CommodityApplication): string {
  const submission = submissionOf(application);
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as {
      submission: string;
      key: string;
    } | null;
    if (kept?.submission === submission) return kept.key;
    const key = newKey();
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ submission, key }));
    return key;
  } catch {
    return newKey(); // no storage (private mode): still one key per send
  }
}

/** Forgets the key once its send succeeded: a later application is a new submission. */
export function forgetSubmitKey(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
