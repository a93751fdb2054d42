import { DownloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** Rendered at 2× its 200 px display size, so it stays sharp on phone screens and when saved. */
const QR_OPTIONS = { width: 400, margin: 2, errorCorrectionLevel: 'M' } as const;

type QrState = { status: 'drawing' } | { status: 'ready'; src: string } | { status: 'fail' };

/** A QR code of `link` (the referral link), drawn by the qrcode package, with a download button. */
export function ReferralQrCode({ link }: { link: string }) {
  const [state, setState] = useState<QrState>({ status: 'drawing' });

  useEffect(() => {
    let current = true;
    setState({ status: 'drawing' });
    QRCode.toDataURL(link, QR_OPTIONS).then(
      (src) => current && setState({ status: 'ready', src }),
      () => current && setState({ status: 'fail' }),
    );
    return () => {
      current = false;
    };
  }, [link]);

  if (state.status === 'fail') {
    return <Typography.Text type="secondary">QR Code 無法顯示，請改用上方的推薦連結。</Typography.Text>;
  }
  if (state.status === 'drawing') return <Skeleton.Image active className="fenqi-share-qr-image" />;
  return (
    <div className="fenqi-share-qr">
      <img className="fenqi-share-qr-image" src={state.src} alt="推薦連結 QR Code" width={200} height={200} />
      <Typography.Text type="secondary">好友以手機掃描即可開啟您的推薦連結</Typography.Text>
      <Button icon={<DownloadOutlined />} href={state.src} download="fenqi-referral-qrcode.png">
        下載 QR Code
      </Button>
    </div>
  );
}
