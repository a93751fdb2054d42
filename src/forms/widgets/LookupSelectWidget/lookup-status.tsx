import { Button, Typography } from 'antd';

/** The failure line of a lookup widget, with a retry link so a flaky network does not block the form. */
export function LookupLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <Typography.Text type="danger">選項載入失敗，請稍後再試</Typography.Text>
      <Button type="link" size="small" onClick={onRetry}>
        重試
      </Button>
    </div>
  );
}
