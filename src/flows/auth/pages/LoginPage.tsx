import { Alert, Divider } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../auth-paths';
import { AuthCard } from '../components/AuthCard';
import { LineLinkNotice } from '../components/LineLinkNotice';
import { LineLoginButton } from '../components/LineLoginButton';
import { LinkButton } from '../../../ui/LinkButton';
import { LoginForm } from '../components/LoginForm';
import { selectAuth } from '../selectors';
import { LINE_NOT_LINKED } from '../slice';
import { useLineLogin } from '../use-line-login';
import { useLoginOutcome } from '../use-login-outcome';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * /login: ID number + password (spec §2, §5), the target of every auth redirect; afterwards the
 * `redirect` query or the member home. LINE login appears only with a LIFF id configured. A visitor
 * without an account finds the application (step 1 of the commodity flow) below.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  useLoginOutcome(redirect);
  const line = useLineLogin(redirect);
  const { lineLogin } = useSelector(selectAuth);
  const [linkLine, setLinkLine] = useState(true);

  const unlinkedToken = lineLogin.code === LINE_NOT_LINKED ? lineLogin.lineAccessToken : null;
  const lineFailure = lineLogin.status === 'fail' && !unlinkedToken ? lineLogin.message : null;

  return (
    <AuthCard title="會員登入">
      {unlinkedToken && (
        <LineLinkNotice message={lineLogin.message} link={linkLine} onLinkChange={setLinkLine} />
      )}
      <LoginForm lineAccessToken={unlinkedToken && linkLine ? unlinkedToken : null} />
      <div className="fenqi-auth-links">
        <Link to={ROUTE_PATHS.forgotPwd}>忘記密碼</Link>
        <Link to={ROUTE_PATHS.fastLogin}>快速登入</Link>
      </div>
      {line.available && !unlinkedToken && (
        <>
          <Divider className="fenqi-auth-divider" plain>
            或
          </Divider>
          <LineLoginButton control={line} label="使用 LINE 登入" />
          {lineFailure && <Alert type="error" showIcon title={lineFailure} />}
        </>
      )}
      {/* Visitors without an account apply here: the application creates the membership (spec §1, §6). */}
      <section className="fenqi-auth-apply" aria-labelledby="fenqi-auth-apply-title">
        <Divider className="fenqi-auth-divider" plain>
          <span id="fenqi-auth-apply-title">還不是會員？</span>
        </Divider>
        <p className="fenqi-auth-apply-text">申辦分期時即可同時加入會員，不必先註冊。</p>
        <LinkButton to={ROUTE_PATHS.commodityStep1} block size="large">
          我要申請分期
        </LinkButton>
      </section>
    </AuthCard>
  );
}
