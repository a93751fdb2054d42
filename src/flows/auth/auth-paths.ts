import { ROUTE_PATHS } from '../../domain/route-paths';

const REDIRECT_KEY = 'fenqi.auth.redirect';

/**
 * The `redirect` query as a safe in-app path (an absolute or protocol-relative URL would send the
 * member to another site after login), else the member home.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return ROUTE_PATHS.memberHome;
  }
  return raw === ROUTE_PATHS.login ? ROUTE_PATHS.memberHome : raw;
}

/** Keeps the page to return to across LINE's login page (a full page load loses the query). */
export function rememberRedirect(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_KEY, safeRedirect(path));
  } catch {
    // Private mode without storage: the member lands on the member home instead.
  }
}

/** The page remembered before leaving for LINE (once), else the member home. */
export function takeRememberedRedirect(): string {
  try {
    const path = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return safeRedirect(path);
  } catch {
    return ROUTE_PATHS.memberHome;
  }
}
