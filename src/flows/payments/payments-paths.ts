import { ROUTE_PATHS } from '../../domain/route-paths';

/** The payment pages of one case, by the way of paying. */
const PAYMENT_PAGES = {
  atm: ROUTE_PATHS.paymentAtm,
  barcode: ROUTE_PATHS.paymentBarcode,
  receipt: ROUTE_PATHS.paymentReceipt,
} as const;

/** A payment page of one case: `?caseId=` (the case id, caseSerNo in payment replies). */
export const paymentPagePath = (page: keyof typeof PAYMENT_PAGES, caseId: number) =>
  `${PAYMENT_PAGES[page]}?caseId=${caseId}`;
