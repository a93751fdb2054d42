import { ACCESS_TOKEN_COOKIE, AUTH_COOKIE } from '../api/session-cookie-names';

/*
 * Who opens a page, as the app itself will see it (isLoggedIn, src/api/session-cookies.ts): the
 * member whose token is in the `access_token` cookie, when the auth cookie says logged in. Read by
 * the server's render of a page with its data (data-rendered-page.ts), so the HTML is drawn for the
 * same session the app takes it over in. Whether the token is still good is the API's to say.
 */

/** The cookies of a `Cookie` request header, by name (a malformed value is left out). */
function cookiesOf(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // Not URI-encoded as the app writes it: not the app's cookie.
    }
  }
  return cookies;
}

/** The member token of a page request, or null when the app would open the page logged out. */
export function pageMemberToken(cookieHeader: string | undefined): string | null {
  const cookies = cookiesOf(cookieHeader);
  const token = cookies.get(ACCESS_TOKEN_COOKIE);
  return cookies.get(AUTH_COOKIE) && token ? token : null;
}
