import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { isLoggedIn } from '../../api/session-cookies';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sessionChecked } from '../../store/session/actions';
import { selectLoggedIn } from '../../store/session/slice';
import type { PathDef } from '../paths';

/** The product name in the browser tab. */
export const APP_TITLE = 'Fenqi 分期會員中心';

/** What each route carries in its `handle`: its declaration from paths.ts. */
export interface RouteHandle {
  page: PathDef;
}

function pageOf(handle: unknown): PathDef | undefined {
  return (handle as Partial<RouteHandle> | undefined)?.page;
}

/** Names the browser tab after the current page (`會員登入｜Fenqi 分期會員中心`). */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const page = [...matches]
    .reverse()
    .map((match) => pageOf(match.handle))
    .find(Boolean);
  const title = page ? `${page.title}｜${APP_TITLE}` : APP_TITLE;
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * Re-reads the auth cookie on every navigation: it expires on its own, and a call's error
 * handling may have cleared it, so the header must not keep showing 登出 to a visitor.
 */
export function useSessionSync(): void {
  const { key } = useLocation();
  const loggedIn = useAppSelector(selectLoggedIn);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const cookie = isLoggedIn();
    if (cookie !== loggedIn) dispatch(sessionChecked(cookie));
  }, [key, loggedIn, dispatch]);
}
