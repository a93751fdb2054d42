import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoggedIn } from '../../api/session-cookies';
import { PATHS } from '../paths';

/** /login with the page to come back to after logging in. */
export function loginRedirect(returnTo: string): string {
  return `${PATHS.login.path}?redirect=${encodeURIComponent(returnTo)}`;
}

/** The auth guard of §2: without the auth cookie, go to /login?redirect=<this page>. */
export function AuthGuard() {
  const { pathname, search, hash } = useLocation();
  // The cookie, not the store: it may have expired since the store last looked.
  if (!isLoggedIn()) return <Navigate to={loginRedirect(pathname + search + hash)} replace />;
  return <Outlet />;
}
