import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { getAccessToken } from '../../api/session-cookies';
import { selectAuth } from './selectors';
import { authCallReset, tokenCheckActions } from './slice';

/**
 * The part the login and fast-login pages share: on opening, forget an earlier login outcome and,
 * when a token cookie exists, ask whether it is still valid (valid: straight on to `redirect`);
 * after a password or LINE login succeeds, go to `redirect`.
 */
export function useLoginOutcome(redirect: string): void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { tokenCheck, login, lineLogin } = useSelector(selectAuth);
  // What the store held when the page opened is an earlier visit's outcome: it must not navigate.
  const firstRun = useRef(true);

  useEffect(() => {
    dispatch(authCallReset('login'));
    dispatch(authCallReset('tokenCheck'));
    if (lineLogin.status === 'success') dispatch(authCallReset('lineLogin'));
    if (getAccessToken()) dispatch(tokenCheckActions.request());
    // Only on opening: later outcomes are this visit's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const done = tokenCheck.isValid === true || login.status === 'success' || lineLogin.status === 'success';
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    if (done) navigate(redirect, { replace: true });
  }, [done, navigate, redirect]);
}
