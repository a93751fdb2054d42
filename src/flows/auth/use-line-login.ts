import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { rememberRedirect } from './auth-paths';
import { lineReturnUrl, useLineClient } from '../../line/line-client-context';
import { selectAuth } from './selectors';
import { lineIntegrationActions, lineLoginActions } from './slice';

/** What a LINE login button needs: whether to show it, whether it is busy, and what a tap does. */
export interface LineLoginControl {
  /** LIFF is configured (appConfig().liffId) and the server verifies LINE tokens. */
  available: boolean;
  busy: boolean;
  /** Why the last tap did not get anywhere (LIFF failed to load), else null. */
  problem: string | null;
  /** Logs in with LINE: to LINE's login page first when LINE has no user yet. */
  start: () => void;
}

/**
 * The LINE login of the login and fast-login pages. With no LIFF id configured nothing is
 * asked or loaded. `redirect`: where to go after a login that passes through LINE's page.
 */
export function useLineLogin(redirect: string): LineLoginControl {
  const dispatch = useDispatch();
  const client = useLineClient();
  const { lineIntegration, lineLogin } = useSelector(selectAuth);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (client && lineIntegration.status === 'none' && !lineIntegration.pending) {
      dispatch(lineIntegrationActions.request());
    }
  }, [client, dispatch, lineIntegration.status, lineIntegration.pending]);

  const start = () => {
    if (!client) return;
    setStarting(true);
    setProblem(null);
    client
      .init()
      .then(() => {
        if (!client.isLoggedIn()) {
          rememberRedirect(redirect);
          client.login(lineReturnUrl());
          return; // the browser is leaving for LINE
        }
        const token = client.getAccessToken();
        if (!token) throw new Error('no LINE access token');
        setStarting(false);
        dispatch(lineLoginActions.request(token));
      })
      .catch(() => {
        setStarting(false);
        setProblem('LINE 登入暫時無法使用，請改用身分證字號與密碼登入');
      });
  };

  return {
    available: Boolean(client) && lineIntegration.isEnabled === true,
    busy: starting || lineLogin.pending,
    problem,
    start,
  };
}
