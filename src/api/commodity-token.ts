/**
 * The commodity application's own tokens (spec §6 "Commodity-loan … calls use a separate auth
 * token"), kept in sessionStorage so they die with the tab: the member's commodity token from
 * `POST /members/commodity-cases/login` (2 hours) and a new member's draft token from the first
 * `POST /members/commodity-cases/jwt-tmp` (7 days on the server, this tab here). Each is stored
 * with its expiry and reads as null once lapsed, so no call goes out with a dead token.
 */

interface StoredToken {
  token: string;
  expiresAt: string;
}

const COMMODITY_KEY = 'fenqi.commodityToken';
const DRAFT_KEY = 'fenqi.draftToken';

/** sessionStorage in the browser; a plain map where there is none (node tests, private modes that throw). */
const memory = new Map<string, string>();
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof sessionStorage !== 'undefined') return sessionStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
  }
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

function read(key: string, now: Date): string | null {
  const raw = storage().getItem(key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredToken>;
    const expires = new Date(stored.expiresAt ?? '').getTime();
    if (typeof stored.token === 'string' && expires > now.getTime()) return stored.token;
  } catch {
    // A damaged entry is as good as none.
  }
  storage().removeItem(key);
  return null;
}

function write(key: string, token: string, expiresAt: string | Date): void {
  const stored: StoredToken = { token, expiresAt: new Date(expiresAt).toISOString() };
  storage().setItem(key, JSON.stringify(stored));
}

/** Keeps the commodity token until it expires. */
export function setCommodityToken(token: string, expiresAt: string | Date): void {
  write(COMMODITY_KEY, token, expiresAt);
}

/** The live commodity token, or null (none, or lapsed). */
export function commodityToken(now: Date = new Date()): string | null {
  return read(COMMODITY_KEY, now);
}

/** Forgets the commodity token (lapsed: 001.401, or the application is done). */
export function clearCommodityToken(): void {
  storage().removeItem(COMMODITY_KEY);
}

/** Keeps a new member's draft token until it expires. */
export function setDraftToken(token: string, expiresAt: string | Date): void {
  write(DRAFT_KEY, token, expiresAt);
}

/** The live draft token of a new member, or null. */
export function draftToken(now: Date = new Date()): string | null {
  return read(DRAFT_KEY, now);
}

/** Forgets the draft token (the server revokes it when the application is sent). */
export function clearDraftToken(): void {
  storage().removeItem(DRAFT_KEY);
}

/**
 * The token of whoever is applying: the member's commodity token, else a new member's draft
 * token. Uploads, file categories, OCR and the application accept either.
 */
export function applicantToken(now: Date = new Date()): string | null {
  return commodityToken(now) ?? draftToken(now);
}
