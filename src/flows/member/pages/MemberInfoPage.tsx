import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import { basicInfoActions, lineIntegrationActions, memberCallReset } from '../actions';
import { EmailVerification } from '../components/EmailVerification';
import { LineLinkCard } from '../components/LineLinkCard';
import { MemberInfoForm } from '../components/MemberInfoForm';
import { selectMember } from '../slice';
import '../member.css';
import { PageTitle } from '../../../ui/PageTitle';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** What the email-verification link reports when it sends the member back here (`?emailVerified=`). */
function VerifiedNotice({ result }: { result: string | null }) {
  if (result === '1') return <Alert type="success" showIcon title="電子信箱驗證成功，感謝您的配合。" />;
  if (result === '0') {
    return <Alert type="warning" showIcon title="驗證連結無效或已過期，請重新寄送驗證信。" />;
  }
  return null;
}

/** /member/info: the account (ID, email verification, LINE) and the member-info form. */
export default function MemberInfoPage() {
  const dispatch = useDispatch();
  const { basicInfo, lineIntegration } = useSelector(selectMember);
  const [params] = useSearchParams();

  useEffect(() => {
    dispatch(basicInfoActions.request());
    for (const call of ['saveInfo', 'verificationMail', 'emailVerified', 'lineLink', 'lineUnlink'] as const) {
      dispatch(memberCallReset(call));
    }
  }, [dispatch]);
  useEffect(() => {
    if (lineIntegration.status === 'none' && !lineIntegration.pending)
      dispatch(lineIntegrationActions.request());
  }, [dispatch, lineIntegration.status, lineIntegration.pending]);

  const { record } = basicInfo;
  let body;
  if (record) {
    body = (
      <>
        <Card title="帳號資訊" size="small">
          <div className="fenqi-member-stack">
            <div className="fenqi-member-field">
              <span className="fenqi-member-label">身分證字號</span>
              <span className="fenqi-member-value">{record.memIdNum}</span>
            </div>
            <EmailVerification />
          </div>
        </Card>
        {lineIntegration.isEnabled === true && <LineLinkCard />}
        <Card title="會員資料" size="small">
          <MemberInfoForm />
        </Card>
        <Typography.Paragraph className="fenqi-member-footnote">
          <Link to={ROUTE_PATHS.midContract}>閱讀個人資料蒐集、處理及利用告知事項</Link>
        </Typography.Paragraph>
      </>
    );
  } else if (basicInfo.status === 'fail' && !basicInfo.pending) {
    body = (
      <Result
        status="warning"
        title="會員資料暫時無法顯示"
        subTitle={basicInfo.message}
        extra={
          <Button type="primary" onClick={() => dispatch(basicInfoActions.request())}>
            重新載入
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  }

  return (
    <section className="fenqi-member-page" aria-labelledby="member-info-heading">
      <PageTitle look={2} id="member-info-heading">
        基本資料
      </PageTitle>
      <VerifiedNotice result={params.get('emailVerified')} />
      {body}
    </section>
  );
}
