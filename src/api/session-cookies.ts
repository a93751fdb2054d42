import { ACCESS_TOKEN_COOKIE, AUTH_COOKIE, DEVICE_KEY_COOKIE } from './session-cookie-names';

export { ACCESS_TOKEN_COOKIE, AUTH_COOKIE, DEVICE_KEY_COOKIE };

/** Without a document (the build renders pages in Node), whether the page is drawn logged in. */
let renderedLoggedIn = false;
/** Without a document, the member token of the request a page is rendered for (none at build time). */
let renderedToken: string | null = null;

/**
 * The build's prerender draws a member's page as logged in (src/app/prerender/render-route.tsx);
 * the server's render of a page with its data also has the requesting member's `token`, for the
 * calls that load the page.
 */
export function renderAsLoggedIn(loggedIn: boolean, token: string | null = null): void {
  renderedLoggedIn = loggedIn;
  renderedToken = loggedIn ? token : null;
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') {
    if (!renderedLoggedIn) return null;
    return name === ACCESS_TOKEN_COOKIE && renderedToken !== null ? renderedToken : `prerender-${name}`;
  }
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string, expires: Date): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Expires=${expires.toUTCString()}; SameSite=Lax${secure}`;
}

/** The member token, or null when logged out. */
export function getAccessToken(): string | null {
  return readCookie(ACCESS_TOKEN_COOKIE);
}

/** Whether the auth cookie is present (the login state of §4). */
export function isLoggedIn(): boolean {
  return readCookie(AUTH_COOKIE) !== null && getAccessToken() !== null;
}

/**
 * Stores a member token (login, or the index guard's `token` query) until it expires, with the
 * member's device key when the login's reply gave it (a session started without one has none: an
 * earlier member's key never carries over to the next).
 */
export function startSession(
  token: string,
  expiresAt: string | Date = new Date(Date.now() + 8 * 3600_000),
  deviceKey: string | null = null,
): void {
  const expires = new Date(expiresAt);
  writeCookie(ACCESS_TOKEN_COOKIE, token, expires);
  writeCookie(AUTH_COOKIE, '1', expires);
  writeCookie(DEVICE_KEY_COOKIE, deviceKey ?? '', deviceKey ? expires : new Date(0));
}

/** The session member's device key, or null (logged out, or not learnt yet). */
export function getDeviceKey(): string | null {
  return readCookie(DEVICE_KEY_COOKIE) || null;
}

/** Keeps the device key learnt for `token` (asked of the server), if that is still the session's token. */
export function rememberDeviceKey(token: string, deviceKey: string, expiresAt: string | Date): void {
  if (getAccessToken() === token) writeCookie(DEVICE_KEY_COOKIE, deviceKey, new Date(expiresAt));
}

/** Logs out locally: removes the cookies. */
export function endSession(): void {
  const past = new Date(0);
  writeCookie(ACCESS_TOKEN_COOKIE, '', past);
  writeCookie(AUTH_COOKIE, '', past);
  writeCookie(DEVICE_KEY_COOKIE, '', past);
}
