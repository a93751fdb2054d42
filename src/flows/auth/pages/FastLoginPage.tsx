import { Alert } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { safeRedirect } from '../auth-paths';
import { AuthCard } from '../components/AuthCard';
import { LinkButton } from '../../../ui/LinkButton';
import { LineLoginButton } from '../components/LineLoginButton';
import { LoginForm } from '../components/LoginForm';
import { selectAuth } from '../selectors';
import { LINE_NOT_LINKED } from '../slice';
import { useLineLogin } from '../use-line-login';
import { useLoginOutcome } from '../use-login-outcome';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * /member/fast-login: one tap LINE login when LIFF is configured; otherwise the ID + password
 * form in a compact card, saying LINE fast login is not available.
 */
export default function FastLoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  useLoginOutcome(redirect);
  const line = useLineLogin(redirect);
  const { lineLogin, lineIntegration } = useSelector(selectAuth);
  const deciding = lineIntegration.pending;

  if (line.available) {
    const notLinked = lineLogin.code === LINE_NOT_LINKED;
    return (
      <AuthCard title="快速登入">
        <LineLoginButton control={line} label="使用 LINE 一鍵登入" />
        {lineLogin.status === 'fail' && (
          <Alert
            type={notLinked ? 'info' : 'error'}
            showIcon
            title={lineLogin.message}
            description={notLinked ? '請先以身分證字號與密碼登入，登入時可同時綁定此 LINE 帳號。' : undefined}
          />
        )}
        <LinkButton to={ROUTE_PATHS.login + (params.size ? `?${params}` : '')}>
          使用身分證字號與密碼登入
        </LinkButton>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="快速登入">
      {!deciding && (
        <Alert type="info" showIcon title="LINE 快速登入目前未開放，請使用身分證字號與密碼登入。" />
      )}
      <LoginForm />
    </AuthCard>
  );
}
