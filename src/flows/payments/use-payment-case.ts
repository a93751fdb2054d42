import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { PaymentEntry } from '../../api/v2/payments';
import { paymentListActions, selectPayments, type PaymentsState } from './slice';

/** The case a payment page shows, chosen in the list and carried as `?caseId=`. */
export interface PaymentCase {
  list: PaymentsState['list'];
  caseId: number | null;
  /** The list entry of that case; null while loading, or when nothing is due on it (paid off). */
  entry: PaymentEntry | null;
  /** This visit's list has arrived (an older one may still hold a case paid off since). */
  ready: boolean;
}

/** The `caseId` query as a case id, or null when absent or not a positive whole number. */
export function caseIdOf(raw: string | null): number | null {
  return raw && /^[1-9][0-9]*$/.test(raw) ? Number(raw) : null;
}

/**
 * Loads the payment list (fresh on every visit: a payment may have come in since) and finds the
 * page's case in it, so a case with nothing due is never asked for its account or barcodes.
 */
export function usePaymentCase(): PaymentCase {
  const dispatch = useDispatch();
  const { list } = useSelector(selectPayments);
  const [params] = useSearchParams();
  const caseId = caseIdOf(params.get('caseId'));
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    dispatch(paymentListActions.request());
    setAsked(true);
  }, [dispatch]);
  const ready = asked && !list.pending && list.entries !== null;
  const entry = ready ? (list.entries?.find((item) => item.caseSerNo === caseId) ?? null) : null;
  return { list, caseId, entry, ready };
}
