import { Alert } from 'antd';
import { useAppSelector } from '../../store/hooks';
import { selectOnline } from '../../store/global-ui/selectors';

/** The offline notice of spec §1, shown while the browser reports no connection. */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  if (online) return null;
  return (
    <Alert
      className="fenqi-offline-banner"
      type="warning"
      banner
      showIcon
      title="已離線，請確認網路連線狀態"
    />
  );
}
