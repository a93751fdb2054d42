import { Alert, Button } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { pendingUpdate, registerServiceWorker, subscribePendingUpdate } from '../../sw/service-worker-client';
import type { PathDef } from '../paths';
import { offersUpdateOn } from './update-timing';

/**
 * Registers the service worker (after load, when idle) and, once a new deploy's worker waits,
 * offers 新版本已就緒 → 重新整理. Inside a flow it is offered only between steps: from the next
 * page on, never while the member is on the step where the update arrived.
 */
export function UpdatePrompt() {
  const update = useSyncExternalStore(subscribePendingUpdate, pendingUpdate, () => null);
  const { pathname } = useLocation();
  const matches = useMatches();
  const page = [...matches]
    .reverse()
    .map((match) => (match.handle as { page?: PathDef } | undefined)?.page)
    .find(Boolean);
  useEffect(() => registerServiceWorker(), []);

  if (!update) return null;
  if (!offersUpdateOn(page, pathname, update.arrivedOn)) return null;
  return (
    <Alert
      className="fenqi-update-prompt"
      type="info"
      showIcon
      title="新版本已就緒"
      action={
        <Button size="small" type="primary" onClick={update.accept}>
          重新整理
        </Button>
      }
    />
  );
}
