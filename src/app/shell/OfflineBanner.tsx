import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { OFFLINE_COPY_EVENT } from '../../api/offline/last-replies';
import { useAppSelector } from '../../store/hooks';
import { selectOnline } from '../../store/global-ui/selectors';

/** When the oldest page data shown offline was fetched, while offline; null once back online. */
function useOfflineCopyTime(online: boolean): number | null {
  const [oldest, setOldest] = useState<number | null>(null);
  useEffect(() => {
    if (online) return;
    const heard = (event: Event) => {
      const at = (event as CustomEvent<number>).detail;
      setOldest((was) => (was === null ? at : Math.min(was, at)));
    };
    window.addEventListener(OFFLINE_COPY_EVENT, heard);
    return () => {
      window.removeEventListener(OFFLINE_COPY_EVENT, heard);
      setOldest(null);
    };
  }, [online]);
  return online ? null : oldest;
}

/**
 * The offline notice of spec §1, shown while the browser reports no connection; when the page
 * shows data kept from an earlier visit, it also says how old that data is (資料更新於 …).
 */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  const copyAt = useOfflineCopyTime(online);
  if (online) return null;
  return (
    <Alert
      className="fenqi-offline-banner"
      type="warning"
      banner
      showIcon
      title="已離線，請確認網路連線狀態"
      description={copyAt === null ? undefined : `資料更新於 ${dayjs(copyAt).format('YYYY/MM/DD HH:mm')}`}
    />
  );
}
