import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { agreedContractOf } from './agreed-return';

/** The step's own next button (StepNavButtons): 送出申請 on the commodity wizard's step 5. */
const STEP_NEXT = '.fenqi-step-nav-next';

/**
 * Back on the step from a contract just agreed to, the member is brought to what is left rather
 * than to the page's top: the 閱讀並同意 of the first contract not done yet in `list`, or once
 * every one is done the step's next button at the step's end. It is scrolled into view (clear of
 * the pinned buttons) and focused, so the keyboard goes on from it too.
 */
export function useNextAfterAgreement(list: RefObject<HTMLElement | null>): void {
  const { key, state } = useLocation();
  useEffect(() => {
    if (agreedContractOf(state) === undefined) return;
    const nextContract = list.current?.querySelector<HTMLElement>('[data-done="false"] button');
    if (nextContract) {
      nextContract.scrollIntoView?.({ block: 'center' });
      nextContract.focus({ preventScroll: true });
      return;
    }
    // The next button ends the step and is pinned on phones: the step's end is shown, with the
    // contracts all agreed above the button.
    document.scrollingElement?.scrollTo?.({ top: document.scrollingElement.scrollHeight });
    document.querySelector<HTMLElement>(STEP_NEXT)?.focus({ preventScroll: true });
    // Once per arrival: the list changing afterwards (a file stored) must not move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
