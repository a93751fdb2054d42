import type { ReactNode } from 'react';
import './page-title.css';

/** The selector of the page's title: what a route change moves focus to (use-route-focus.ts). */
export const PAGE_TITLE_SELECTOR = '[data-page-title]';

/**
 * The page's one <h1>: what the page is, the first heading a screen reader meets and
 * where focus lands after a route change. `look` keeps the size the page had (antd's heading 2–5).
 * A plain heading styled with antd's tokens, as the form group titles are: antd's Typography would
 * add its copy and ellipsis machinery to pages that have none.
 */
export function PageTitle({
  children,
  id,
  look = 3,
  className,
}: {
  children: ReactNode;
  id?: string;
  look?: 2 | 3 | 4 | 5;
  className?: string;
}) {
  return (
    <h1
      id={id}
      tabIndex={-1}
      data-page-title=""
      className={['fenqi-page-title', `fenqi-page-title-${look}`, className].filter(Boolean).join(' ')}
    >
      {children}
    </h1>
  );
}
