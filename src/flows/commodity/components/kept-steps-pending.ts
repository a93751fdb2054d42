import { useSelector } from 'react-redux';
import { applicantToken } from '../../../api/commodity-token';
import { selectCommodityRun } from '../selectors';

/**
 * Whether the steps done may still come back from this device's copy: the tab holds a commodity
 * or draft token (step 1's credential, so the copy's steps count) and the flow's load, which reads
 * the copy with the server's draft, has not settled. A page past step 1 waits for it before the
 * wizard's guard decides: without it, a reload on step 3 would find no step done yet and send the
 * member back to step 1. Without a token no step can come back: the guard decides at once.
 */
export function useKeptStepsPending(): boolean {
  const { load } = useSelector(selectCommodityRun);
  const settled = load.status === 'success' || load.status === 'fail';
  return !settled && applicantToken() !== null;
}
