import { Alert } from 'antd';
import { hasOfflineStorage } from '../../api/offline/offline-db';
import { isUnsent } from '../../api/offline/queue/queue-item';
import { useOwnQueueItems } from '../../api/offline/queue/use-queue-items';
import { useAppSelector } from '../../store/hooks';
import { selectOnline } from '../../store/global-ui/selectors';

/**
 * 待送出 n 項: what the offline queue still holds for whoever uses the page (the
 * member's items and the guest links', not another member's), above every page, while it holds
 * anything: sent in order as soon as there is a network; a refused item is said too (its message is
 * at its field).
 */
export function QueueStatus() {
  const online = useAppSelector(selectOnline);
  const unsent = useOwnQueueItems(hasOfflineStorage()).filter(isUnsent);
  if (unsent.length === 0) return null;
  const refused = unsent.filter((item) => item.refusal).length;
  const parts = [
    // Refused items wait for the member, not for the network: only the others are being sent.
    refused === unsent.length
      ? null
      : online
        ? '連線中，正依序送出。'
        : '目前離線，網路恢復後會依序自動送出，關閉頁面也不會遺失。',
    refused > 0 ? `其中 ${refused} 項未被接受，請依欄位上的說明處理。` : null,
  ];
  return (
    <Alert
      className="fenqi-queue-status"
      type={refused > 0 ? 'error' : 'info'}
      banner
      showIcon
      role="status"
      title={`待送出 ${unsent.length} 項`}
      description={parts.filter(Boolean).join('')}
    />
  );
}
