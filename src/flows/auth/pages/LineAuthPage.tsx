import { Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { isLoggedIn } from '../../../api/session-cookies';
import { takeRememberedRedirect } from '../auth-paths';
import { AuthCard } from '../components/AuthCard';
import { LinkButton } from '../../../ui/LinkButton';
import { lineReturnUrl, useLineClient } from '../../../line/line-client-context';
import { selectAuth } from '../selectors';
import { LINE_NOT_LINKED, lineLinkActions, lineLoginActions } from '../slice';
import { ROUTE_PATHS } from '../../../domain/route-paths';

type Mode = 'starting' | 'login' | 'link';

/**
 * /member/line/auth, where LINE's login page sends the browser back: a logged-in member gets the
 * LINE account linked (015.403 / 015.405 explain a refusal); anyone else is logged in with it,
 * and an unlinked LINE account (015.407) goes to /login to log in with ID + password and link.
 */
export default function LineAuthPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const client = useLineClient();
  const { lineLogin, lineLink } = useSelector(selectAuth);
  const [mode, setMode] = useState<Mode>('starting');
  const [problem, setProblem] = useState<string | null>(
    client ? null : 'LINE 登入目前未開放，請使用身分證字號與密碼登入。',
  );
  const begun = useRef(false);

  useEffect(() => {
    if (!client || begun.current) return;
    begun.current = true;
    client
      .init()
      .then(() => {
        if (!client.isLoggedIn()) return client.login(lineReturnUrl());
        const token = client.getAccessToken();
        if (!token) throw new Error('no LINE access token');
        const linking = isLoggedIn();
        setMode(linking ? 'link' : 'login');
        dispatch(linking ? lineLinkActions.request(token) : lineLoginActions.request(token));
      })
      .catch(() => setProblem('無法完成 LINE 驗證，請稍後再試或改用身分證字號與密碼登入。'));
  }, [client, dispatch]);

  useEffect(() => {
    if (mode !== 'login') return;
    if (lineLogin.status === 'success') navigate(takeRememberedRedirect(), { replace: true });
    if (lineLogin.code === LINE_NOT_LINKED) navigate(ROUTE_PATHS.login, { replace: true });
  }, [mode, lineLogin.status, lineLogin.code, navigate]);

  const call = mode === 'link' ? lineLink : lineLogin;
  let body;
  if (problem) {
    body = (
      <Result
        status="warning"
        title="LINE 驗證未完成"
        subTitle={problem}
        extra={backTo(ROUTE_PATHS.login, '返回登入')}
      />
    );
  } else if (mode === 'link' && lineLink.status === 'success') {
    body = (
      <Result
        status="success"
        title={lineLink.message}
        extra={backTo(ROUTE_PATHS.memberHome, '返回會員中心')}
      />
    );
  } else if (call.status === 'fail' && call.code !== LINE_NOT_LINKED) {
    const home = mode === 'link' ? ROUTE_PATHS.memberHome : ROUTE_PATHS.login;
    body = (
      <Result
        status="error"
        title={mode === 'link' ? 'LINE 帳號綁定失敗' : 'LINE 登入失敗'}
        subTitle={call.message}
        extra={backTo(home, mode === 'link' ? '返回會員中心' : '返回登入')}
      />
    );
  } else {
    body = <Spin description="LINE 驗證中，請稍候...">{<div style={{ minHeight: 120 }} />}</Spin>;
  }
  return <AuthCard title="LINE 帳號驗證">{body}</AuthCard>;
}

function backTo(path: string, text: string) {
  return (
    <LinkButton to={path} type="primary">
      {text}
    </LinkButton>
  );
}
