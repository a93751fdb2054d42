import { CheckCircleFilled, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { sendVerifiedEmail } from '../../../api/v2/emails';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../../store/call-state';
import { toServerFailure } from '../../../store/server-failure';
import { WizardFrame } from '../components/WizardFrame';
import { selectCommodity } from '../selectors';
import '../step5-finish.css';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** Where the finish page links. */
const FINISH_LINKS = { orders: ROUTE_PATHS.orderList, memberHome: ROUTE_PATHS.memberHome } as const;

/**
 * The verification-mail part: why, the 寄送驗證信 button and how the sending went (one mail per
 * tap: the button spins while one is on its way). The page's own call: nothing else reads it.
 */
function VerifyEmail() {
  const [verifyMail, setVerifyMail] = useState<CallState>(idleCall);
  const send = () => {
    if (verifyMail.pending) return;
    setVerifyMail(startedCall());
    sendVerifiedEmail().then(
      (mail) => setVerifyMail(succeededCall(mail.message)),
      (error: unknown) => setVerifyMail(failedCall(toServerFailure(error, '驗證信寄送失敗，請稍後再試'))),
    );
  };
  const sent = verifyMail.status === 'success';
  return (
    <div className="fenqi-finish-verify">
      <Alert
        type="warning"
        showIcon
        icon={<MailOutlined />}
        title="請完成電子信箱驗證"
        description="您的電子信箱尚未完成驗證。審核結果與繳款通知將寄到此信箱，請點選下方按鈕寄送驗證信，並於信中點選連結完成驗證。"
      />
      <Button size="large" type="primary" loading={verifyMail.pending} onClick={send}>
        {sent ? '重新寄送驗證信' : '寄送驗證信'}
      </Button>
      {sent && <Alert type="success" showIcon title={verifyMail.message ?? '驗證信已寄出，請至信箱收信'} />}
      {verifyMail.status === 'fail' && (
        <Alert type="error" showIcon title={verifyMail.message ?? '驗證信寄送失敗，請稍後再試'} />
      )}
    </div>
  );
}

/**
 * The finish page (step 6): the case number, then either the e-mail verification (when the
 * member's address is not verified yet) or 申請已完成; links to 我的訂單 and 會員中心.
 */
export default function FinishPage() {
  const navigate = useNavigate();
  const { submit } = useSelector(selectCommodity);
  const application = submit.data;
  const verified = application?.isEmailVerified ?? true;
  return (
    <WizardFrame step={6}>
      <div className="fenqi-finish">
        <CheckCircleFilled className="fenqi-finish-icon" aria-hidden />
        <Typography.Title level={2} className="fenqi-finish-title">
          {verified ? '申請已完成' : '申請已送出'}
        </Typography.Title>
        {application && (
          <Typography.Paragraph className="fenqi-finish-case">
            案件編號：
            <Typography.Text strong copyable>
              {application.caseNo}
            </Typography.Text>
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">
          我們已收到您的分期申請，將儘速完成審核，結果會以電子郵件及簡訊通知您；您也可以在「我的訂單」查看進度。
        </Typography.Paragraph>
      </div>
      {!verified && <VerifyEmail />}
      <div className="fenqi-finish-links">
        <Button
          size="large"
          type={verified ? 'primary' : 'default'}
          onClick={() => navigate(FINISH_LINKS.orders)}
        >
          我的訂單
        </Button>
        <Button size="large" onClick={() => navigate(FINISH_LINKS.memberHome)}>
          會員中心
        </Button>
      </div>
    </WizardFrame>
  );
}
