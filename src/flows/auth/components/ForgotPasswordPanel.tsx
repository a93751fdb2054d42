import { Alert, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { ForgetPasswordData } from '../../../api/v2/passwords';
import { FormView } from '../../../forms/FormView';
import { LinkButton } from '../../../ui/LinkButton';
import { selectAuth } from '../selectors';
import { authCallReset, forgetPasswordActions } from '../slice';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * Asks for a reset link with the ID number plus the email or cell phone on file; then says to
 * check the mail (and, where the server keeps one, where the development outbox is).
 */
export function ForgotPasswordPanel() {
  const dispatch = useDispatch();
  const { forgetPassword } = useSelector(selectAuth);
  const [data, setData] = useState<Partial<ForgetPasswordData>>({});

  useEffect(() => {
    dispatch(authCallReset('forgetPassword'));
  }, [dispatch]);

  if (forgetPassword.status === 'success') {
    return (
      <Result
        status="success"
        title="重設密碼信已寄出"
        subTitle={forgetPassword.message}
        extra={[
          forgetPassword.devOutbox && (
            <Alert
              key="outbox"
              type="info"
              showIcon
              title="開發環境：信件不會真的寄出"
              description={
                <>
                  請至<a href="/dev/outbox">開發用郵件匣（/dev/outbox）</a>開啟重設密碼連結。
                </>
              }
            />
          ),
          <LinkButton key="login" to={ROUTE_PATHS.login}>
            返回登入
          </LinkButton>,
        ]}
      />
    );
  }
  const showFailure = forgetPassword.status === 'fail' && !forgetPassword.pending;
  return (
    <>
      <Alert
        type="info"
        title="請輸入身分證字號，以及會員資料中的電子信箱或行動電話，我們將寄送重設密碼連結至您的電子信箱（24 小時內有效）。"
      />
      <FormView<Partial<ForgetPasswordData>>
        name="forgotPassword"
        formData={data}
        onChange={setData}
        onSubmit={(form) => dispatch(forgetPasswordActions.request(form as ForgetPasswordData))}
        disabled={forgetPassword.pending}
      />
      {showFailure && <Alert type="error" showIcon role="alert" title={forgetPassword.message} />}
      <Link to={ROUTE_PATHS.login}>返回登入</Link>
    </>
  );
}
