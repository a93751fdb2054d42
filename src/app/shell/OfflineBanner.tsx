import { Alert, type AlertRef } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/** The CSS variable holding the banner's height while it shows (0 otherwise): shell.css reads it. */
const HEIGHT_VAR = '--fenqi-offline-banner-height';

/**
 * Publishes the banner's height on the document while it is drawn, so what is pinned to the
 * screen's bottom (a step's 上一步 / 下一步, a contract's buttons) rises above it instead of
 * lying under it, and the page's end can scroll clear of it.
 */
function usePublishedHeight(shown: boolean) {
  const ref = useRef<AlertRef>(null);
  useEffect(() => {
    const element = ref.current?.nativeElement;
    if (!shown || !element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEIGHT_VAR, `${element.offsetHeight}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VAR);
    };
  }, [shown]);
  return ref;
}

const noSubscription = () => () => undefined;

/**
 * False while React takes a prerendered page over (its HTML was drawn online, without the banner),
 * true from then on and in a page drawn anew: a page opened offline takes its HTML over first, then
 * shows the banner, instead of differing from the HTML (a hydration mismatch React redraws after).
 */
function useDrawnInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The offline notice of spec §1, shown while the browser reports no connection; when the page
 * shows data kept from an earlier visit, it also says how old that data is (資料更新於 …).
 */
export function OfflineBanner() {
  const drawn = useDrawnInBrowser();
  const online = useAppSelector(selectOnline) || !drawn;
  const copyAt = useOfflineCopyTime(online);
  const ref = usePublishedHeight(!online);
  if (online) return null;
  return (
    <Alert
      ref={ref}
      className="fenqi-offline-banner"
      type="warning"
      banner
      showIcon
      title="已離線，請確認網路連線狀態"
      description={copyAt === null ? undefined : `資料更新於 ${dayjs(copyAt).format('YYYY/MM/DD HH:mm')}`}
    />
  );
}
