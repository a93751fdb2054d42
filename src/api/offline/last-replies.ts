import axios, { type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { isNetworkFailure } from '../network-failure';
import { hasOfflineStorage, readRecord, writeRecord } from './offline-db';

/** Window event: a page was answered from its kept copy; `detail` is when that copy was fetched. */
export const OFFLINE_COPY_EVENT = 'fenqi:offline-copy';
/** A copy older than this is never shown (and a logout removes it sooner). */
export const REPLY_MAX_AGE_MS = 7 * 24 * 3600_000;

/** The member pages (home, orders, order detail with its declaration, payments) and guest links (with their contracts' texts) read offline. */
const MEMBER_PAGES =
  /^\/members\/(cases(\/\d+(\/[\w-]+)?|\/completed)?|apply-cases\/\d+\/declaration|orders\/(list|detail)|payments\/(list|barcode)|basic-info|minor\/detail|commodity-cases\/file-categories)$/;
const GUEST_LINKS = /^\/guests\/(guarantor|vehicle-loans)\/[^/]+(\/contract-texts)?$/;
/**
 * What the forms' pick-lists and the wizard's steps are drawn from (the plans, the mid clause, the
 * schools, banks and branches, the contacts' relations): the same for everyone, so a form reloaded
 * offline still offers its choices and a recap still names them.
 */
const PUBLIC_REFERENCE =
  /^\/(interest-plans(\/\d+\/career-types)?|members\/(mid-clause|schools(\/\d+\/departments)?|banks(\/[^/]+\/branches)?|contact-relations))$/;

/** A reply as kept: axios's raw data (its transform parses it again) and when it came. */
interface KeptReply {
  data: unknown;
  fetchedAt: number;
}

/** The member token a call carries (Bearer header or `access_token` query), if any. */
function memberToken(config: InternalAxiosRequestConfig): string | null {
  const bearer = /^Bearer (.+)$/.exec(String(config.headers?.get?.('Authorization') ?? ''));
  if (bearer) return bearer[1];
  const query = (config.params as Record<string, unknown> | undefined)?.access_token;
  return typeof query === 'string' ? query : null;
}

/** The SHA-256 of a text, in hex (a token is never kept, only this). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The key a GET's reply is kept under, or null when it is not kept: its owner first (a hash of the
 * member's token: one member's copy is never another's; a guest link's own address), then the
 * address with its query (the token left out).
 */
export async function replyKey(config: InternalAxiosRequestConfig): Promise<string | null> {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || !config.url) return null;
  const path = config.url.split('?')[0];
  const token = memberToken(config);
  const owner = MEMBER_PAGES.test(path) && token ? `member:${(await sha256(token)).slice(0, 32)}` : null;
  const ownerOrGuest =
    owner ?? (GUEST_LINKS.test(path) ? 'guest' : PUBLIC_REFERENCE.test(path) ? 'public' : null);
  if (!ownerOrGuest) return null;
  const params = Object.entries((config.params as Record<string, unknown> | undefined) ?? {})
    .filter(([name, value]) => name !== 'access_token' && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
  return `${ownerOrGuest} ${config.url}${params ? `?${params}` : ''}`;
}

/**
 * Keeps the last successful reply of each member page and guest link in IndexedDB, and answers
 * with it when the network cannot (on the MRT, say). The page then renders as usual, and the
 * shell hears when the copy was fetched (OFFLINE_COPY_EVENT: 資料更新於 …). Nothing else is kept,
 * and never in the service worker's caches: a logout deletes the database.
 */
export function keepLastReplies(client: AxiosInstance): void {
  if (!hasOfflineStorage() || typeof crypto === 'undefined' || !crypto.subtle) return;
  const network = axios.getAdapter(client.defaults.adapter);
  client.defaults.adapter = async (config) => {
    const key = await replyKey(config).catch(() => null);
    if (!key) return network(config);
    try {
      const response = await network(config);
      if (response.status === 200) {
        const kept: KeptReply = { data: response.data, fetchedAt: Date.now() };
        void writeRecord('replies', key, kept).catch(() => undefined);
      }
      return response;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const kept = await readRecord<KeptReply>('replies', key).catch(() => undefined);
      if (!kept || Date.now() - kept.fetchedAt > REPLY_MAX_AGE_MS) throw error;
      window.dispatchEvent(new CustomEvent(OFFLINE_COPY_EVENT, { detail: kept.fetchedAt }));
      const copy: AxiosResponse = {
        data: kept.data,
        status: 200,
        statusText: 'OK',
        headers: new axios.AxiosHeaders({ 'x-fenqi-offline-copy': new Date(kept.fetchedAt).toISOString() }),
        config,
      };
      return copy;
    }
  };
}

/**
 * Rewrites the kept reply of a GET with what the page learnt since without asking again (the
 * wizard's files, stored one reply at a time): a reload offline then shows what the server holds
 * now, not what it held at the last GET. Nothing when the call is not kept or has no copy yet.
 */
export async function reviseKeptReply<T>(
  config: InternalAxiosRequestConfig,
  revise: (data: T) => T,
): Promise<void> {
  if (!hasOfflineStorage() || typeof crypto === 'undefined' || !crypto.subtle) return;
  const key = await replyKey(config);
  const kept = key ? await readRecord<KeptReply>('replies', key) : undefined;
  if (!key || !kept) return;
  // Kept as it came off the wire (a JSON text from the browser's adapters), so written back alike.
  const raw = typeof kept.data === 'string';
  const data = (raw ? JSON.parse(kept.data as string) : kept.data) as T;
  const revised = revise(data);
  await writeRecord('replies', key, { data: raw ? JSON.stringify(revised) : revised, fetchedAt: Date.now() });
}
