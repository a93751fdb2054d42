import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectCanBack } from '../../store/global-ui/selectors';

/**
 * Holds back (POP) navigation while it is mounted: the router restores the history entry the
 * browser's back button (popstate) left, and the member stays on the page.
 */
function BlockBack() {
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  return null;
}

/**
 * The canBack flag of §4: while false (e.g. an application is being sent) back navigation is
 * blocked. Mounted only then, since a router allows one active blocker at a time.
 */
export function BackBlocker() {
  const canBack = useAppSelector(selectCanBack);
  return canBack ? null : <BlockBack />;
}
