import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { typedValueWaiting } from '../forms/typed-value';

/** Props of the leaving-page protection. */
export interface LeaveGuardProps {
  /** There is input not sent yet. */
  active: boolean;
  /** Paths the member may go to without being asked (the flow's own steps: the store keeps the input). */
  freePaths?: readonly string[];
  /** Also ask when the tab is closed or reloaded (the input would be gone). */
  onUnload: boolean;
  /** The dialog's title and text (default: a flow step's input not sent yet). */
  title?: string;
  content?: string;
}

/**
 * Asks before a member leaves a flow (or a page's form) with input not sent yet: an in-app
 * navigation shows a confirm dialog; closing or reloading the tab the browser's own prompt (when
 * the input is not kept).
 */
export function LeaveGuard({
  active,
  freePaths = [],
  onUnload,
  title = '尚有資料未送出',
  content = '離開後，這一步填寫的資料將不會保留。確定要離開嗎？',
}: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (active || typedValueWaiting()) &&
      currentLocation.pathname !== nextLocation.pathname &&
      !freePaths.includes(nextLocation.pathname),
  );
  // The blocker is a new object on every render; one dialog per blocked navigation.
  // useModal renders inside the app's ConfigProvider (zh-TW, no space inserted into 離開).
  const [modal, holder] = Modal.useModal();
  const latest = useRef(blocker);
  latest.current = blocker;
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    modal.confirm({
      title,
      content,
      okText: '離開',
      cancelText: '留在此頁',
      onOk: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocked, modal, title, content]);
  useEffect(() => {
    if (!active || !onUnload) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, onUnload]);
  return holder;
}
