import { useLayoutEffect, useState, type RefObject } from 'react';

/** How wide an element is in CSS pixels and how many device pixels make one, as they change. */
export interface SheetMetrics {
  cssWidth: number;
  dpr: number;
}

const current = (element: HTMLElement | null): SheetMetrics => ({
  // jsdom lays nothing out: the window's width stands in.
  cssWidth: element?.clientWidth || window.innerWidth,
  dpr: window.devicePixelRatio || 1,
});

/**
 * The element's content width and the device pixel ratio, measured before paint and again when
 * either changes: a resize or rotation (ResizeObserver), or a zoom or a move to another screen
 * (the resolution media query), so drawings sized in device pixels can be redrawn to match.
 */
export function useSheetMetrics(ref: RefObject<HTMLElement | null>): SheetMetrics {
  const [metrics, setMetrics] = useState<SheetMetrics>({ cssWidth: 0, dpr: 1 });
  useLayoutEffect(() => {
    const update = () =>
      setMetrics((known) => {
        const next = current(ref.current);
        return next.cssWidth === known.cssWidth && next.dpr === known.dpr ? known : next;
      });
    update();
    const observer = new ResizeObserver(update);
    if (ref.current) observer.observe(ref.current);
    let media: MediaQueryList | null = null;
    const watchDensity = () => {
      media?.removeEventListener?.('change', onDensity);
      media = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
      media.addEventListener?.('change', onDensity);
    };
    function onDensity() {
      update();
      watchDensity();
    }
    watchDensity();
    return () => {
      observer.disconnect();
      media?.removeEventListener?.('change', onDensity);
    };
  }, [ref]);
  return metrics;
}
