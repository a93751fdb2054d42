import { Alert, Result } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { NewPassword } from '../../../api/v2/passwords';
import { FormView } from '../../../forms/FormView';
import { AUTH_PATHS } from '../auth-paths';
import { LinkButton } from '../../../ui/LinkButton';
import { selectAuth } from '../selectors';
import { authCallReset, resetPasswordActions } from '../slice';

/** §8: the link was used (401-01), is older than 24 hours (401-02), or is unknown (401-03). */
const DEAD_LINK_CODES = new Set(['401-01', '401-02', '401-03']);

/** Sets a new password through the mailed link (`token`); a dead link says so and offers a new one. */
export function ResetPasswordPanel({ token }: { token: string }) {
  const dispatch = useDispatch();
  const { resetPassword } = useSelector(selectAuth);
  const [data, setData] = useState<Partial<NewPassword>>({});

  useEffect(() => {
    dispatch(authCallReset('resetPassword'));
  }, [dispatch, token]);

  if (resetPassword.status === 'success') {
    return (
      <Result
        status="success"
        title="密碼已重設"
        subTitle={resetPassword.message}
        extra={
          <LinkButton to={AUTH_PATHS.login} type="primary">
            前往登入
          </LinkButton>
        }
      />
    );
  }
  if (resetPassword.status === 'fail' && resetPassword.code && DEAD_LINK_CODES.has(resetPassword.code)) {
    return (
      <Result
        status="warning"
        title="此重設密碼連結已無法使用"
        subTitle={resetPassword.message}
        extra={
          <LinkButton to={AUTH_PATHS.forgotPassword} type="primary">
            重新申請重設密碼
          </LinkButton>
        }
      />
    );
  }
  const showFailure = resetPassword.status === 'fail' && !resetPassword.pending;
  return (
    <>
      <Alert type="info" title="請設定新密碼：8 到 12 個字元，且至少包含一個英文字母。" />
      <FormView<Partial<NewPassword>>
        name="resetPassword"
        formData={data}
        onChange={setData}
        onSubmit={(form) =>
          dispatch(resetPasswordActions.request({ resetToken: token, data: form as NewPassword }))
        }
        disabled={resetPassword.pending}
      />
      {showFailure && <Alert type="error" showIcon role="alert" title={resetPassword.message} />}
    </>
  );
}
