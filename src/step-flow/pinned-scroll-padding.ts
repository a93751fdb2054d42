import { useEffect, type RefObject } from 'react';

/** Room left between a field scrolled into view and the pinned buttons above it. */
const GAP = 8;
/**
 * The scroll padding's extra room: the browser scrolls the focused input into view, and a select's
 * box (border and padding) reaches a little below its input; this keeps the box clear as well.
 */
const BOX_ROOM = 24;
/** What the member moves to with Tab (a page's own tabIndex -1 targets are not). */
const CONTROLS = 'input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])';
/** When the browser has surely finished scrolling a newly focused control into view. */
const SETTLE_MS = 300;
/** The box a control is seen as: antd draws selects, pickers and affixed inputs around the focused input. */
const CONTROL_BOX =
  '.ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-radio-button-wrapper';

/**
 * While the step's buttons are pinned to the bottom of the screen (sticky, on phones), the page's
 * scroll padding follows their height, so a field reached by Tab or focused on an error is scrolled
 * clear of them — also when enlarged text makes the buttons taller than the theme's fixed padding.
 * The browser only looks at the focused input itself; a select's box drawn around it (taller than
 * its input) is scrolled clear too.
 */
export function usePinnedScrollPadding(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const pinned = () => getComputedStyle(element).position === 'sticky';
    const fit = () => {
      if (pinned()) root.style.scrollPaddingBottom = `${Math.ceil(element.offsetHeight) + BOX_ROOM}px`;
      else root.style.removeProperty('scroll-padding-bottom');
    };
    const clear = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target) || !pinned()) return;
      // Controls only: a heading or pad label focused by the page (without scrolling) stays put.
      if (!target.matches(CONTROLS)) return;
      const uncover = () => {
        if (document.activeElement !== target) return;
        const box = (target.closest<HTMLElement>(CONTROL_BOX) ?? target).getBoundingClientRect();
        const covered = box.bottom - (element.getBoundingClientRect().top - GAP);
        if (covered > 0) window.scrollBy({ top: covered });
      };
      // After the browser's own scrolling to the focused input, which may come frames later on a
      // busy phone: at the next frame, when a scroll ends, and once more after a while.
      requestAnimationFrame(uncover);
      window.addEventListener('scrollend', uncover, { once: true });
      setTimeout(() => {
        window.removeEventListener('scrollend', uncover);
        uncover();
      }, SETTLE_MS);
    };
    // The observer's first call, once the page is laid out, fits the padding: measuring here, as
    // the page mounts, made the browser lay out the whole page in this task (about 290 ms at 4×
    // CPU on the applicant form) and again once React's later renders had changed it.
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    window.addEventListener('resize', fit);
    document.addEventListener('focusin', clear);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      document.removeEventListener('focusin', clear);
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
