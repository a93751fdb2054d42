import { Alert, Button, Card, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { applicantToken, clearCommodityToken } from '../../../api/commodity-token';
import { apiErrorMessage } from '../../../api/errors/api-call-error';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { commodityLogin } from '../../../api/v2/commodity-cases';

/**
 * The reader only answers an applicant (commodity or draft token): the tester logs in to the
 * application here with an ID number and password, or sees that a token is already there.
 */
export function CommodityTokenCard() {
  const [hasToken, setHasToken] = useState(() => applicantToken() !== null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const logIn = async ({ idNum, password }: { idNum: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      await commodityLogin(idNum.trim().toUpperCase(), password, SKIP_GLOBAL_ERROR);
      setHasToken(true);
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title="辨識憑證">
      {hasToken ? (
        <div className="fenqi-ocr-buttons">
          <Tag color="success">已取得分期申請憑證，可以開始測試</Tag>
          <Button
            onClick={() => {
              clearCommodityToken();
              setHasToken(applicantToken() !== null);
            }}
          >
            清除憑證
          </Button>
        </div>
      ) : (
        <Form layout="vertical" onFinish={(values) => void logIn(values)} requiredMark={false}>
          <p>辨識服務需要分期申請憑證，請以會員身分證字號與密碼取得。</p>
          <Form.Item
            name="idNum"
            label="身分證字號"
            rules={[{ required: true, message: '請輸入身分證字號' }]}
          >
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label="密碼" rules={[{ required: true, message: '請輸入密碼' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Button type="primary" htmlType="submit" block loading={busy}>
            取得憑證
          </Button>
        </Form>
      )}
    </Card>
  );
}
