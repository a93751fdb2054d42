import { useEffect } from 'react';
import { findCatalogueRow } from '../../api/errors/resolve-api-error';
import { dialogShown } from '../../store/global-ui/actions';
import { useAppDispatch } from '../../store/hooks';
import { PAGE_OFFLINE_EVENT } from '../load-chunk';

/**
 * A page whose code could not be fetched offline (the router keeps the open page) is explained
 * with the usual no-connection message of spec §8 (網路連線異常…), as a failed call would be.
 */
export function usePageOfflineNotice(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const { message } = findCatalogueRow(null, 'ERR_NETWORK', 'other');
    const notice = () => dispatch(dialogShown({ kind: 'error', message }));
    window.addEventListener(PAGE_OFFLINE_EVENT, notice);
    return () => window.removeEventListener(PAGE_OFFLINE_EVENT, notice);
  }, [dispatch]);
}
