import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { startSession } from '../../api/session-cookies';
import { useAppDispatch } from '../../store/hooks';
import { sessionStarted } from '../../store/session/actions';
import type { RouteHandle } from '../shell/use-route-chrome';

/** The query parameter a link may carry the member token in (e.g. from a mail or the LINE menu). */
export const TOKEN_QUERY = 'token';

/**
 * The index guard of §2, around every route: a `token` query becomes the session (the
 * access_token cookie plus the auth cookie) and is removed from the address, so it is neither
 * bookmarked nor sent on as a referrer. The page renders only after that, so an auth guard
 * below already sees the cookie. Pages whose `token` is their own (the password-reset link,
 * `ownsTokenQuery` in paths.ts) keep it.
 */
export function IndexGuard() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const ownsToken = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.page?.ownsTokenQuery,
  );
  const token = ownsToken ? null : new URLSearchParams(search).get(TOKEN_QUERY);

  useLayoutEffect(() => {
    if (!token) return;
    startSession(token);
    dispatch(sessionStarted());
    const rest = new URLSearchParams(search);
    rest.delete(TOKEN_QUERY);
    const kept = rest.toString();
    navigate({ pathname, search: kept ? `?${kept}` : '', hash }, { replace: true });
  }, [token, pathname, search, hash, navigate, dispatch]);

  return token ? null : <Outlet />;
}
