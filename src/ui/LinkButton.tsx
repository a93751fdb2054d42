import { Button, type ButtonProps } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * A link that looks like a button and navigates inside the app: one real <a> (a <Link> around a
 * <button> would nest two interactive elements). Shared by the shell and every flow.
 */
export function LinkButton({
  to,
  children,
  ...button
}: { to: string; children: ReactNode } & Pick<ButtonProps, 'type' | 'icon' | 'block' | 'size'>) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    // Modified clicks (new tab, new window) stay with the browser.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <Button {...button} href={to} onClick={follow}>
      {children}
    </Button>
  );
}
