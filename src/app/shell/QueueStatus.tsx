import { Alert } from 'antd';
import { useSyncExternalStore } from 'react';
import { hasOfflineStorage } from '../../api/offline/offline-db';
import { isUnsent, type QueueItem } from '../../api/offline/queue/queue-item';
import { pageQueue } from '../../api/offline/queue/page-queue';
import { useAppSelector } from '../../store/hooks';
import { selectOnline } from '../../store/global-ui/selectors';

const NONE: readonly QueueItem[] = [];
const quiet = () => () => undefined;

/** The offline queue's items on this device (none where nothing can be queued, or in a prerender). */
function useQueueItems(): readonly QueueItem[] {
  const queue = typeof window !== 'undefined' && hasOfflineStorage() ? pageQueue() : null;
  return useSyncExternalStore(queue?.subscribe ?? quiet, queue?.items ?? (() => NONE), () => NONE);
}

/**
 * 待送出 n 項 (issue 29 item 5): what the offline queue still holds, above every page, while it
 * holds anything: sent in order as soon as there is a network; a refused item is said too (its
 * message is at its field).
 */
export function QueueStatus() {
  const online = useAppSelector(selectOnline);
  const unsent = useQueueItems().filter(isUnsent);
  if (unsent.length === 0) return null;
  const refused = unsent.filter((item) => item.refusal).length;
  const parts = [
    online ? '連線中，正依序送出。' : '目前離線，網路恢復後會依序自動送出，關閉頁面也不會遺失。',
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
