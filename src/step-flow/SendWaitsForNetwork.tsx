import { Alert } from 'antd';

/** Props of the notice of a send waiting for the network. */
export interface SendWaitsForNetworkProps {
  /** What the member should know besides (default: keep the page open; the input is kept). */
  description?: string;
}

/**
 * Said beside the step's buttons while a send pressed offline waits in the open page for the
 * network (issue 29): it goes by itself once the device is back online, nothing to press again.
 */
export function SendWaitsForNetwork({
  description = '請保持此頁開啟；已填寫的內容已保存在此裝置。',
}: SendWaitsForNetworkProps) {
  return (
    <Alert
      className="fenqi-step-alert"
      type="info"
      showIcon
      role="status"
      title="目前沒有網路，網路恢復後會自動送出"
      description={description}
    />
  );
}
