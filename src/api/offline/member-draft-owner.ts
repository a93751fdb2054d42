import { SKIP_GLOBAL_ERROR } from '../errors/request-flags';
import { getDeviceKey, rememberDeviceKey } from '../session-cookies';
import { isAccessTokenValid } from '../v2/auth';
import { memberOwner } from './kept-drafts';

/** How long a page waits for the server to name the member's device key before keeping by the token. */
const ASK_TIMEOUT_MS = 4000;

/** Owners already settled for a token: one answer per page, so a pagehide write never waits. */
const settled = new Map<string, Promise<string>>();

/**
 * The owner a member's drafts are kept under: `member:` and the member's device key,
 * which is the same after every login (by ID number, LINE or a token link), so a draft typed before
 * the 8-hour session ran out is found after the next login. A login's reply gives the key; a session
 * that started without it (a token link, a new member's session, an older build's login) asks the
 * server once. Without an answer (offline, server down), the token's hash, as before.
 */
export function memberDraftOwner(token: string): Promise<string> {
  const key = getDeviceKey();
  if (key) return Promise.resolve(`member:${key}`);
  let owner = settled.get(token);
  if (!owner) settled.set(token, (owner = askedOwner(token)));
  return owner;
}

async function askedOwner(token: string): Promise<string> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) {
    try {
      const validity = await isAccessTokenValid(token, { ...SKIP_GLOBAL_ERROR, timeout: ASK_TIMEOUT_MS });
      if (validity.isValid && validity.deviceKey && validity.expiresAt) {
        rememberDeviceKey(token, validity.deviceKey, validity.expiresAt);
        return `member:${validity.deviceKey}`;
      }
    } catch {
      // No answer: kept by the token for this page, as an older build did.
    }
  }
  return memberOwner(token);
}
