/**
 * Every page's address, once, by the name the code calls it: src/app/paths.ts declares each
 * route's frame, guard and title at these addresses, the flows link to them and name their steps
 * by them, and the server builds the links it mails and renders from them.
 */
export const ROUTE_PATHS = {
  index: '/',
  login: '/login',
  memberHome: '/member',
  fastLogin: '/member/fast-login',
  forgotPwd: '/member/forgot-pwd',
  forgotPwdLegacy: '/member/forgotPwd',
  changePwd: '/member/chpwd',
  info: '/member/info',
  midContract: '/member/info/midContract',
  news: '/member/news',
  share: '/member/share',
  payment: '/member/payment',
  paymentAtm: '/member/payment/atm',
  paymentBarcode: '/member/payment/barcode',
  paymentReceipt: '/member/payment/receipt',
  orderList: '/member/order/list',
  orderStep1: '/member/order/step1',
  orderStep2: '/member/order/step2',
  orderStep3: '/member/order/step3',
  orderDocument: '/member/order/document',
  orderFinish: '/member/order/finish',
  orderTestProd: '/member/order/testProd',
  commodityStep1: '/member/commodity-loans/step1',
  commodityStep2: '/member/commodity-loans/step2',
  commodityStep3: '/member/commodity-loans/step3',
  commodityStep4: '/member/commodity-loans/step4',
  commodityStep5: '/member/commodity-loans/step5',
  commodityFinish: '/member/commodity-loans/finish',
  installmentContract: '/member/commodity-loans/installmentContract',
  platformContract: '/member/commodity-loans/platformContract',
  saleContract: '/member/commodity-loans/saleContract',
  idVerifyStep1: '/member/idVerify/step1',
  idVerifyStep2: '/member/idVerify/step2',
  idVerifyConfirm: '/member/idVerify/confirm',
  idVerifyFinish: '/member/idVerify/finish',
  guarantor: '/member/guarantor',
  guarantorFinish: '/member/guarantor/finish',
  vehicleLoans: '/member/vehicleLoans',
  vehicleLoansFinish: '/member/vehicleLoans/finish',
  minorAgreement: '/member/minor-agreement',
  minorCheck: '/member/minor-agreement/check',
  minorConfirm: '/member/minor-agreement/confirm',
  lineAuth: '/member/line/auth',
  ocr: '/ocr',
  ocrPage: '/ocr/page',
  testIdOcr: '/member/test-id-ocr',
  error: '/error',
  studio: '/studio',
} as const;

/** The name of a page. */
export type RouteName = keyof typeof ROUTE_PATHS;

/** The order list with one case's detail open (`?caseId=`): a link a member can share or go back to. */
export const orderDetailPath = (caseId: number): string => `${ROUTE_PATHS.orderList}?caseId=${caseId}`;

/** Identity verification (對保) of an approved case, addressed by its id and number. */
export const idVerifyPath = (caseId: number, caseNo: string): string =>
  `${ROUTE_PATHS.idVerifyStep1}?${new URLSearchParams({ caseId: String(caseId), caseNo }).toString()}`;

/** The guarantor's page of a case, addressed by the case's sign path. */
export const guarantorPath = (signPath: string): string =>
  `${ROUTE_PATHS.guarantor}?${new URLSearchParams({ signPath }).toString()}`;

/** The guardian agreement of a minor applicant's case. */
export const minorAgreementPath = (caseNo: string): string =>
  `${ROUTE_PATHS.minorAgreement}?${new URLSearchParams({ appCaseNo: caseNo }).toString()}`;

/** The vehicle-loan signer's page of a loan, addressed by its sign path. */
export const vehicleLoanPath = (signPath: string): string =>
  `${ROUTE_PATHS.vehicleLoans}?${new URLSearchParams({ signPath }).toString()}`;
