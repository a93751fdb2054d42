import { Button } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/** A link that looks like a primary button and navigates inside the app (a real <a>, no page reload). */
export function ButtonLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    // Modified clicks (new tab, new window) stay with the browser.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button type="primary" href={to} onClick={follow}>
      {children}
    </Button>
  );
}
