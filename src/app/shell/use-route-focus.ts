import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PAGE_TITLE_SELECTOR } from '../../ui/PageTitle';
import { pageTakesFocus } from '../../ui/page-focus';

/** How long a new page may take to show its title (its chunk and data loading) before focus stays put. */
const TITLE_WAIT_MS = 5000;

/** The new page's title: PageTitle's <h1>, else the page's first <h1> (made focusable by script only). */
function findPageTitle(): HTMLElement | null {
  const title = document.querySelector<HTMLElement>(PAGE_TITLE_SELECTOR) ?? document.querySelector('h1');
  if (title && !title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  return title;
}

/**
 * True when focus went somewhere on the new page since the route changed: into its content (the
 * member clicked a field) or an open dialog. Focus on the old page, the header or the closing
 * drawer does not count.
 */
function movedOnPage(before: Element | null): boolean {
  const now = document.activeElement;
  if (!now || now === before || now === document.body) return false;
  return Boolean(now.closest('main, .ant-modal-wrap'));
}

/**
 * After an in-app route change, moves focus to the new page's title (WCAG 2.4.3), so a
 * screen reader announces the page and Tab continues from its top, as after a full page load.
 * The first load leaves focus to the browser; focus the member moved on the new page is left there,
 * and so is a page navigated to with the state that says it places the focus itself (page-focus.ts).
 */
export function useRouteFocus(): void {
  const { pathname, state } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    if (pageTakesFocus(state)) return undefined;
    const before = document.activeElement;
    const tryFocus = (): boolean => {
      const title = findPageTitle();
      if (!title) return false;
      if (!movedOnPage(before)) title.focus();
      return true;
    };
    if (tryFocus()) return undefined;
    // The page's chunk or data is still loading: wait for its title to appear.
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), TITLE_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
    // A new page, not new state on the same one (state read as the page is reached).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
