import { useEffect, useState } from 'react';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { quoteInstallmentPayment, type InstallmentPayment } from '../../../api/v2/interest-plans';
import { toServerFailure } from '../../../store/server-failure';

/** Waits for a pause in typing the amount, so a quote is not asked for every digit. */
export const QUOTE_DEBOUNCE_MS = 400;

/** A quote request of step 2 (POST …/installment-payment). */
export interface QuoteInput {
  planId: number;
  rateId: number;
  installment: number;
  amount: number;
}

/** A quote as the page reads it: the server's answer plus applyAmount, the amount asked (spec §3). */
export interface QuoteResult extends InstallmentPayment {
  applyAmount: number;
}

/** What step 2 shows of the quote for the input now chosen. */
export interface QuoteState {
  /** The quote of this input, or null while there is none (not asked yet, on its way, failed). */
  quote: QuoteResult | null;
  /** Asked and not answered yet, or about to be asked. */
  pending: boolean;
  /** Why this input's quote failed (the server's message: an amount the plan refuses answers 422). */
  error: string | null;
  /** 重新試算. */
  ask: () => void;
}

type Answer = { key: string; quote: QuoteResult } | { key: string; error: string };

/** Quotes of this tab by input: going back to step 2 asks nothing already answered. */
const answered = new Map<string, QuoteResult>();

/**
 * Step 2's quote: what the member would pay for the plan, rate, installment and amount chosen,
 * asked once they rest (QUOTE_DEBOUNCE_MS). Only the newest input counts (an older answer
 * arriving late is dropped); the call skips the global dialog, its failure shows in the card.
 */
export function useQuote(input: QuoteInput | null): QuoteState {
  const key = input ? JSON.stringify(input) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [retries, setRetries] = useState(0);
  const known = key ? answered.get(key) : undefined;
  useEffect(() => {
    // `retries` is read by the dependency list: 重新試算 runs this again for the same input.
    if (!key || answered.has(key)) return undefined;
    const asked: QuoteInput = JSON.parse(key);
    let live = true;
    const timer = setTimeout(() => {
      quoteInstallmentPayment(
        asked.planId,
        asked.rateId,
        { installment: asked.installment, amount: asked.amount },
        SKIP_GLOBAL_ERROR,
      ).then(
        (payment) => {
          const quote = { ...payment, applyAmount: asked.amount };
          answered.set(key, quote);
          if (live) setAnswer({ key, quote });
        },
        (error: unknown) =>
          live && setAnswer({ key, error: toServerFailure(error, '試算失敗，請稍後再試').message }),
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, retries]);
  const mine = answer?.key === key ? answer : null;
  const quote = known ?? (mine && 'quote' in mine ? mine.quote : null);
  const error = !quote && mine && 'error' in mine ? mine.error : null;
  return {
    quote,
    pending: key !== null && !quote && !error,
    error,
    ask: () => {
      setAnswer(null);
      setRetries((count) => count + 1);
    },
  };
}
