import { Alert } from 'antd';

/** Props of the notice of a send waiting for the network. */
export interface SendWaitsForNetworkProps {
  /** What is waiting (default: a send that goes once the network is back, from this page). */
  title?: string;
  /** What the member should know besides (default: keep the page open; the input is kept). */
  description?: string;
}

/**
 * Said beside the step's buttons while a send pressed offline waits for the network,
 * in the open page or in the offline queue: it goes by itself once the device is back online,
 * nothing to press again.
 */
export function SendWaitsForNetwork({
  title = '目前沒有網路，網路恢復後會自動送出',
  description = '請保持此頁開啟；已填寫的內容已保存在此裝置。',
}: SendWaitsForNetworkProps) {
  return (
    <Alert
      className="fenqi-step-alert"
      type="info"
      showIcon
      role="status"
      title={title}
      description={description}
    />
  );
}
