import { Button, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sendVerifiedEmail } from '../../../api/v2/emails';
import type { IdVerifyInfo, IdVerifySent } from '../../../api/v2/case-sub-flows';
import { FormAnswersView } from '../../../forms/FormAnswersView';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { ROUTE_PATHS } from '../../../domain/route-paths';

type MailState = 'idle' | 'sending' | 'sent' | 'failed';

/** 對保's step whose form sends the applicant block (id-verify-flow.ts). */
const APPLICANT_STEP = 'applicant';

/** What follows 對保: the contract and the note were signed in it; the company checks, then billing. */
const AFTER_ID_VERIFY =
  '分期付款契約及本票已於對保時簽署，無須再簽約；我們核對後契約即生效，並通知您繳款方式。';

/**
 * What 對保 ends with (spec §3: the send answers applicantEmail and isEmailVerified): where the
 * confirmation goes, or, for an unverified email, the way to verify it, and the form's answers
 * beyond the spec's fields. A case verified before (opened again) says so.
 */
export function IdVerifyFinish({ run }: FlowPartProps<IdVerifyInfo | null>) {
  const sent = run.result as IdVerifySent | null;
  const [mail, setMail] = useState<MailState>('idle');
  const sendMail = () => {
    setMail('sending');
    sendVerifiedEmail().then(
      () => setMail('sent'),
      () => setMail('failed'),
    );
  };

  let detail;
  if (!sent) detail = `此案件已完成對保。${AFTER_ID_VERIFY}`;
  else if (sent.isEmailVerified)
    detail = `對保資料已送出，確認通知已寄至 ${sent.applicantEmail ?? '您的電子信箱'}。${AFTER_ID_VERIFY}`;
  else
    detail = `對保資料已送出。您的電子信箱 ${sent.applicantEmail ?? ''} 尚未完成驗證，驗證後才能收到案件通知。${AFTER_ID_VERIFY}`;

  return (
    <Result
      status="success"
      title={sent ? '對保完成' : '已完成對保'}
      subTitle={detail}
      extra={
        <Space direction="vertical" size="middle">
          <FormAnswersView
            form="idVerifyApplicant"
            data={sent ? run.forms[APPLICANT_STEP] : run.loaded?.answers}
          />
          {sent && !sent.isEmailVerified && (
            <Space direction="vertical" size={4}>
              <Button onClick={sendMail} loading={mail === 'sending'} disabled={mail === 'sent'}>
                {mail === 'sent' ? '驗證信已寄出' : '寄送驗證信'}
              </Button>
              {mail === 'failed' && (
                <Typography.Text type="danger">驗證信寄送失敗，請稍後再試</Typography.Text>
              )}
            </Space>
          )}
          <Space wrap>
            <Link to={ROUTE_PATHS.orderList}>
              <Button type="primary">查看我的訂單</Button>
            </Link>
            <Link to={ROUTE_PATHS.memberHome}>
              <Button>回會員中心</Button>
            </Link>
          </Space>
        </Space>
      }
    />
  );
}
