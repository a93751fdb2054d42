/**
 * The routes the payments flow links to. They mirror src/app/paths.ts, which a flow may not import
 * (layer rule).
 */
export const PAYMENT_PATHS = {
  list: '/member/payment',
  atm: '/member/payment/atm',
  barcode: '/member/payment/barcode',
  receipt: '/member/payment/receipt',
  orderList: '/member/order/list',
} as const;

/** A payment page of one case: `?caseId=` (the case id, caseSerNo in payment replies). */
export const paymentPagePath = (page: 'atm' | 'barcode' | 'receipt', caseId: number) =>
  `${PAYMENT_PATHS[page]}?caseId=${caseId}`;
