import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CopyButton } from '../components/CopyButton';
import { ReferralQrCode } from '../components/ReferralQrCode';
import { ReferredFriends } from '../components/ReferredFriends';
import { selectShare, sharingActions } from '../slice';
import '../share.css';
import { PageTitle } from '../../../ui/PageTitle';

/**
 * /member/share: the member's referral code and link (copy, QR code) and the friends who joined
 * through them. Reachable by URL even after the sidebar entry's cut-off (spec §2, §9).
 */
export default function SharePage() {
  const dispatch = useDispatch();
  const { sharing } = useSelector(selectShare);
  const info = sharing.info;

  useEffect(() => {
    dispatch(sharingActions.request());
  }, [dispatch]);

  let body;
  if (info) {
    body = (
      <>
        <Card title="我的推薦碼" size="small">
          <div className="fenqi-share-row">
            <span className="fenqi-share-code" aria-label="推薦碼">
              {info.referralCode}
            </span>
            <CopyButton text={info.referralCode} label="複製推薦碼" />
          </div>
        </Card>
        <Card title="推薦連結" size="small">
          <div className="fenqi-share-stack">
            <Typography.Text className="fenqi-share-link" aria-label="推薦連結">
              {info.shareUrl}
            </Typography.Text>
            <CopyButton text={info.shareUrl} label="複製連結" />
            <ReferralQrCode link={info.shareUrl} />
          </div>
        </Card>
        <Card title="推薦獎勵紀錄" size="small">
          <ReferredFriends info={info} />
        </Card>
      </>
    );
  } else if (sharing.status === 'fail' && !sharing.pending) {
    body = (
      <Result
        status="warning"
        title="推薦資訊暫時無法顯示"
        subTitle={sharing.message}
        extra={
          <Button type="primary" onClick={() => dispatch(sharingActions.request())}>
            重新載入
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  }

  return (
    <section className="fenqi-share-page" aria-labelledby="share-heading">
      <PageTitle look={2} id="share-heading">
        好友推薦獎勵
      </PageTitle>
      <Typography.Paragraph type="secondary">
        分享您的推薦碼或推薦連結，好友透過連結加入會員後，就會列入您的推薦紀錄。
      </Typography.Paragraph>
      {body}
    </section>
  );
}
