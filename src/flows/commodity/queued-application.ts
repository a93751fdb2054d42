import { captureRequest } from '../../api/offline/queue/capture-request';
import { pageQueue } from '../../api/offline/queue/page-queue';
import { isUnsent, type QueueItem } from '../../api/offline/queue/queue-item';
import { ownerOfRequest } from '../../api/offline/queue/queue-owner';
import { submitCommodityApplication } from '../../api/v2/commodity-cases';
import type { CommodityApplication } from '../../api/v2/types/commodity';

/** Where step 5 sends the application: its send waits in the offline queue under this address. */
export const APPLICATION_SEND_PATH = '/api/v2/members/commodity-cases';

/** Whether a queue item is a member's application sent from step 5 while offline. */
export function isQueuedApplication(item: QueueItem): boolean {
  return item.kind === 'send' && item.group === APPLICATION_SEND_PATH;
}

/** The application still waiting in the queue (not stored yet), if any: step 5 then says so. */
export function waitingApplication(items: readonly QueueItem[]): QueueItem | undefined {
  return items.find((item) => isQueuedApplication(item) && isUnsent(item));
}

/**
 * Keeps a member's application in the offline queue: the request exactly as
 * step 5 sends it (the member's credential, the §3 payload, `key` as its Idempotency-Key, so the
 * server makes one case however often it is tried), sent as soon as there is a network, by this
 * page or by the service worker with no page open.
 */
export async function queueApplication(application: CommodityApplication, key: string): Promise<void> {
  const request = await captureRequest((config) =>
    submitCommodityApplication(application, { ...config, headers: { 'Idempotency-Key': key } }),
  );
  await pageQueue().enqueue({
    id: key,
    kind: 'send',
    owner: await ownerOfRequest(request),
    group: APPLICATION_SEND_PATH,
    label: '分期申請',
    request,
  });
}
