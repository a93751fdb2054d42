import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lineReturnUrl, useLineClient } from '../../../line/line-client-context';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * Offers a logged-in member to link LINE for fast login (only with LIFF configured and the
 * server verifying LINE tokens). The linking itself happens on /member/line/auth.
 */
export function LineLinkCard({ enabled }: { enabled: boolean }) {
  const client = useLineClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!client || !enabled) return null;

  const start = () => {
    setBusy(true);
    setProblem(null);
    client
      .init()
      .then(() => {
        if (!client.isLoggedIn()) return client.login(lineReturnUrl());
        navigate(ROUTE_PATHS.lineAuth);
      })
      .catch(() => {
        setBusy(false);
        setProblem('LINE 服務暫時無法使用，請稍後再試');
      });
  };
  return (
    <Card title="LINE 快速登入" size="small">
      <Typography.Paragraph>綁定 LINE 帳號後，下次可使用 LINE 一鍵登入會員中心。</Typography.Paragraph>
      <Button className="fenqi-line-button" loading={busy} onClick={start}>
        綁定 LINE 帳號
      </Button>
      {problem && <Alert type="warning" showIcon title={problem} />}
    </Card>
  );
}
