import { Alert, Card } from 'antd';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { ChangePasswordData } from '../../../api/v2/passwords';
import { FormView } from '../../../forms/FormView';
import { LeaveGuard } from '../../../step-flow/LeaveGuard';
import { changePasswordActions, memberCallReset } from '../actions';
import { selectMember } from '../slice';
import '../member.css';
import { PageTitle } from '../../../ui/PageTitle';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * /member/chpwd: old, new and confirmed password. A wrong old password (400-01) or a new one the
 * server does not allow (400-02) shows under its field; success shows a dialog and the member
 * stays logged in. Leaving with a password typed but not sent asks first.
 */
export default function ChangePasswordPage() {
  const dispatch = useDispatch();
  const { changePassword } = useSelector(selectMember);
  const [data, setData] = useState<Partial<ChangePasswordData>>({});
  // A new key after a success gives an empty form with no leftover field messages.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    dispatch(memberCallReset('changePassword'));
  }, [dispatch]);
  useEffect(() => {
    if (changePassword.status !== 'success') return;
    setData({});
    setFormKey((key) => key + 1);
  }, [changePassword.status]);

  const onChange = (next: Partial<ChangePasswordData>) => {
    setData(next);
    // The server's verdict was about what was sent; once the member edits, it no longer applies.
    if (changePassword.fieldErrors.length > 0) dispatch(memberCallReset('changePassword'));
  };
  const typed = Object.values(data).some((value) => typeof value === 'string' && value !== '');
  const otherFailure =
    changePassword.status === 'fail' && !changePassword.pending && changePassword.fieldErrors.length === 0;

  return (
    <section className="fenqi-member-page fenqi-member-narrow" aria-labelledby="chpwd-heading">
      <PageTitle look={2} id="chpwd-heading">
        變更密碼
      </PageTitle>
      <LeaveGuard
        active={typed && !changePassword.pending}
        onUnload
        title="密碼尚未變更"
        content="離開後，輸入的密碼將不會保留，密碼也不會變更。確定要離開嗎？"
      />
      <Card size="small">
        <div className="fenqi-member-stack">
          <Alert
            type="info"
            showIcon
            title="新密碼不可與舊密碼或身分證字號相同。變更後，其他裝置需以新密碼重新登入，本裝置維持登入。"
          />
          <FormView<Partial<ChangePasswordData>>
            key={formKey}
            name="changePassword"
            formData={data}
            onChange={onChange}
            onSubmit={(form) => dispatch(changePasswordActions.request(form as ChangePasswordData))}
            serverErrors={changePassword.fieldErrors}
            disabled={changePassword.pending}
          />
          {otherFailure && <Alert type="error" showIcon role="alert" title={changePassword.message} />}
          {changePassword.status === 'success' && (
            <Alert type="success" showIcon role="status" title="密碼已變更，下次登入請使用新密碼。" />
          )}
          <Link to={ROUTE_PATHS.forgotPwd}>忘記舊密碼？</Link>
        </div>
      </Card>
    </section>
  );
}
