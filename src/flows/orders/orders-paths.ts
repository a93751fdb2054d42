/**
 * The routes the orders flow links to. They mirror src/app/paths.ts, which a flow may not import
 * (layer rule).
 */
export const ORDER_PATHS = {
  memberHome: '/member',
  orderList: '/member/order/list',
  idVerifyStep1: '/member/idVerify/step1',
  payment: '/member/payment',
  apply: '/member/commodity-loans/step1',
} as const;

/** The order list with one case's detail open (`?caseId=`): a link a member can share or go back to. */
export const orderDetailPath = (caseId: number) => `${ORDER_PATHS.orderList}?caseId=${caseId}`;

/** The history state of a detail opened from the list itself (closing it then goes back). */
export interface DetailLinkState {
  fromList: true;
}

/** Identity verification (對保) of an approved case, addressed by its id and number. */
export const idVerifyPath = (caseId: number, caseNo: string) =>
  `${ORDER_PATHS.idVerifyStep1}?${new URLSearchParams({ caseId: String(caseId), caseNo }).toString()}`;
