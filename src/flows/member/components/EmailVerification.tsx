import { Alert, Button, Space, Tag } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { emailVerifiedActions, verificationMailActions } from '../actions';
import { selectMember } from '../slice';

/**
 * The address on file and whether it is verified; unverified, the member can have the link mailed
 * and then confirm here once they followed it (spec §7 Email).
 */
export function EmailVerification() {
  const dispatch = useDispatch();
  const { basicInfo, verificationMail, emailVerified } = useSelector(selectMember);
  const email = basicInfo.record?.email;
  if (!email) {
    return <Alert type="warning" showIcon title="尚未填寫電子信箱，請於下方會員資料填寫後儲存。" />;
  }
  const verified = basicInfo.isEmailVerified;
  return (
    <div className="fenqi-member-email">
      <div className="fenqi-member-field">
        <span className="fenqi-member-label">電子信箱</span>
        <span className="fenqi-member-value">
          <span className="fenqi-member-email-address">{email}</span>
          <Tag color={verified ? 'success' : 'warning'}>{verified ? '已驗證' : '未驗證'}</Tag>
        </span>
      </div>
      {!verified && (
        <Space wrap>
          <Button
            type="primary"
            loading={verificationMail.pending}
            onClick={() => dispatch(verificationMailActions.request())}
          >
            寄送驗證信
          </Button>
          <Button loading={emailVerified.pending} onClick={() => dispatch(emailVerifiedActions.request())}>
            我已完成驗證
          </Button>
        </Space>
      )}
      {!verified && verificationMail.status !== 'none' && !verificationMail.pending && (
        <Alert
          type={verificationMail.status === 'success' ? 'success' : 'error'}
          showIcon
          role="status"
          title={verificationMail.message}
        />
      )}
      {emailVerified.status === 'success' && !emailVerified.pending && (
        <Alert type={verified ? 'success' : 'info'} showIcon role="status" title={emailVerified.message} />
      )}
    </div>
  );
}
