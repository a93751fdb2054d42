import { sha256 } from '../last-replies';
import type { QueuedRequest } from './queue-item';

/**
 * Whose a queued request is, as the kept replies name it (last-replies.ts): `member:` and a hash
 * of the credential it carries (Bearer or the older calls' `access_token`, never the token
 * itself), or, for a guest link's call without one, `guest ` and the link's address.
 */
export async function ownerOfRequest(request: QueuedRequest): Promise<string> {
  const url = new URL(request.url, 'http://fenqi.invalid');
  const bearer = /^Bearer (.+)$/.exec(request.headers.Authorization ?? request.headers.authorization ?? '');
  const token = bearer?.[1] ?? url.searchParams.get('access_token');
  if (token) return `member:${(await sha256(token)).slice(0, 32)}`;
  return `guest ${url.pathname}`;
}
