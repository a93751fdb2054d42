import { Alert, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { NewPassword } from '../../../api/v2/passwords';
import { FormView } from '../../../forms/FormView';
import { LinkButton } from '../../../ui/LinkButton';
import { selectAuth } from '../selectors';
import { authCallReset, resetLinkActions, resetPasswordActions } from '../slice';
import { DeadResetLink, isDeadLinkCode } from './DeadResetLink';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * Sets a new password through the mailed link (`token`). The link's state is asked as the page
 * opens: a used, replaced, expired or unknown link says so at once, before the member types a new
 * password twice, and offers a new mail. A link that dies meanwhile says so after the submit.
 */
export function ResetPasswordPanel({ token }: { token: string }) {
  const dispatch = useDispatch();
  const { resetLink, resetPassword } = useSelector(selectAuth);
  const [data, setData] = useState<Partial<NewPassword>>({});

  useEffect(() => {
    dispatch(authCallReset('resetPassword'));
    dispatch(resetLinkActions.request(token));
  }, [dispatch, token]);

  if (resetPassword.status === 'success') {
    return (
      <Result
        status="success"
        title="密碼已重設"
        subTitle={resetPassword.message}
        extra={
          <LinkButton to={ROUTE_PATHS.login} type="primary">
            前往登入
          </LinkButton>
        }
      />
    );
  }
  const checked = resetLink.token === token && !resetLink.pending;
  if (!checked) return <Spin description="正在確認重設密碼連結…">{<div style={{ minHeight: 120 }} />}</Spin>;
  if (resetPassword.status === 'fail' && isDeadLinkCode(resetPassword.code))
    return <DeadResetLink code={resetPassword.code} />;
  if (resetLink.status === 'fail' && isDeadLinkCode(resetLink.code))
    return <DeadResetLink code={resetLink.code} />;

  const showFailure = resetPassword.status === 'fail' && !resetPassword.pending;
  return (
    <>
      <Alert
        type="info"
        title="請設定新密碼：8 到 12 個字元，且至少包含一個英文字母。"
        description={
          resetLink.expiresAt
            ? `此連結可使用至 ${dayjs(resetLink.expiresAt).format('YYYY/MM/DD HH:mm')}。`
            : undefined
        }
      />
      {/* The state could not be asked (no connection): the form still tries, and says what the server answers. */}
      {resetLink.status === 'fail' && <Alert type="warning" showIcon title={resetLink.message} />}
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
