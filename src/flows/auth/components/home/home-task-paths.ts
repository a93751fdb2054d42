import { pageOrigin } from '../../../../api/page-origin';

/**
 * Where the member home's tasks lead. They mirror src/app/paths.ts, which a flow may not import
 * (layer rule); the order-detail and 對保 addresses match those the orders flow builds.
 */
export const homeTaskPaths = {
  /** The order list with the case's detail open. */
  orderDetail: (caseId: number) => `/member/order/list?caseId=${caseId}`,
  /** Identity verification (對保) of an approved case. */
  idVerify: (caseId: number, caseNo: string) =>
    `/member/idVerify/step1?${new URLSearchParams({ caseId: String(caseId), caseNo }).toString()}`,
  /** The full guarantor link the member forwards (a guest page on this site). */
  guarantorLink: (signPath: string) =>
    `${pageOrigin()}/member/guarantor?${new URLSearchParams({ signPath }).toString()}`,
  /** The guardian agreement of a minor applicant's case. */
  minorAgreement: (caseNo: string) =>
    `/member/minor-agreement?${new URLSearchParams({ appCaseNo: caseNo }).toString()}`,
  payment: '/member/payment',
  orderList: '/member/order/list',
} as const;
