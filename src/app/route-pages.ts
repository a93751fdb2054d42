import type { ComponentType } from 'react';
import type { PathKey } from './paths';

/** A page module as webpack's lazy import yields it: the page is its default export. */
export interface PageModule {
  default: ComponentType;
}

/** Imports one page; pages of a flow share its chunk (`webpackChunkName: "<flow>"`). */
export type PageLoader = () => Promise<PageModule>;

const guarantorPages = () =>
  import(/* webpackChunkName: "guarantor" */ '../flows/guarantor/pages/GuarantorPages');
const vehiclePages = () => import(/* webpackChunkName: "vehicle" */ '../flows/vehicle/pages/VehiclePages');
const minorPages = () => import(/* webpackChunkName: "minor" */ '../flows/minor/pages/MinorPages');
const idVerifyPages = () =>
  import(/* webpackChunkName: "idVerify" */ '../flows/idVerify/pages/IdVerifyPages');
const orderPages = () => import(/* webpackChunkName: "order" */ '../flows/order/pages/OrderPages');

/**
 * The built page of each route, lazy-loaded. Every route of paths.ts has one (the router refuses
 * a route without a page, and router.test.tsx builds the app's routes).
 * Flows add their pages below their marker, one line a route.
 */
export const ROUTE_PAGES: Partial<Record<PathKey, PageLoader>> = {
  studio: () => import(/* webpackChunkName: "studio" */ '../flows/studio/pages/FormStudioPage'),

  // auth flow pages
  login: () => import(/* webpackChunkName: "login" */ '../flows/auth/pages/LoginPage'),
  memberHome: () => import(/* webpackChunkName: "home" */ '../flows/auth/pages/MemberHomePage'),
  fastLogin: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/FastLoginPage'),
  forgotPwd: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/ForgotPasswordPage'),
  forgotPwdLegacy: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/ForgotPasswordPage'),
  lineAuth: () => import(/* webpackChunkName: "auth" */ '../flows/auth/pages/LineAuthPage'),

  // member centre pages
  changePwd: () => import(/* webpackChunkName: "member" */ '../flows/member/pages/ChangePasswordPage'),
  info: () => import(/* webpackChunkName: "member" */ '../flows/member/pages/MemberInfoPage'),
  midContract: () => import(/* webpackChunkName: "member" */ '../flows/member/pages/MidContractPage'),
  news: () => import(/* webpackChunkName: "news" */ '../flows/news/pages/NewsPage'),
  share: () => import(/* webpackChunkName: "share" */ '../flows/share/pages/SharePage'),

  // payments pages
  payment: () => import(/* webpackChunkName: "payments" */ '../flows/payments/pages/PaymentListPage'),
  paymentAtm: () => import(/* webpackChunkName: "payments" */ '../flows/payments/pages/PaymentAtmPage'),
  paymentBarcode: () =>
    import(/* webpackChunkName: "payments" */ '../flows/payments/pages/PaymentBarcodePage'),
  paymentReceipt: () =>
    import(/* webpackChunkName: "payments" */ '../flows/payments/pages/PaymentReceiptPage'),

  // orders pages
  orderList: () => import(/* webpackChunkName: "orders" */ '../flows/orders/pages/OrderListPage'),

  // older order flow pages (one chunk; testProd leads into the flow)
  orderTestProd: () => orderPages().then((m) => ({ default: m.TestProductsPage })),
  orderStep1: () => orderPages().then((m) => ({ default: m.OrderStep1Page })),
  orderStep2: () => orderPages().then((m) => ({ default: m.OrderStep2Page })),
  orderStep3: () => orderPages().then((m) => ({ default: m.OrderStep3Page })),
  orderDocument: () => orderPages().then((m) => ({ default: m.OrderDocumentPage })),
  orderFinish: () => orderPages().then((m) => ({ default: m.OrderFinishPage })),

  // commodity-loan pages
  commodityStep1: () =>
    import(/* webpackChunkName: "commodity" */ '../flows/commodity/pages/Step1IdentityPage'),
  commodityStep2: () => import(/* webpackChunkName: "commodity" */ '../flows/commodity/pages/Step2PlanPage'),
  commodityStep3: () =>
    import(/* webpackChunkName: "commodity" */ '../flows/commodity/pages/Step3ApplicantPage'),
  commodityStep4: () =>
    import(/* webpackChunkName: "commodity" */ '../flows/commodity/pages/Step4ProductPage'),
  commodityStep5: () =>
    import(/* webpackChunkName: "commodity" */ '../flows/commodity/pages/Step5ConfirmPage'),
  commodityFinish: () => import(/* webpackChunkName: "commodity" */ '../flows/commodity/pages/FinishPage'),
  // The engine's contract page (its gate, leave guard and dialog) loads with a contract, not with step 1.
  installmentContract: () =>
    import(/* webpackChunkName: "commodity-contract" */ '../flows/commodity/pages/InstallmentContractPage'),
  platformContract: () =>
    import(/* webpackChunkName: "commodity-contract" */ '../flows/commodity/pages/PlatformContractPage'),
  saleContract: () =>
    import(/* webpackChunkName: "commodity-contract" */ '../flows/commodity/pages/SaleContractPage'),

  // idVerify pages (one chunk, the step pages named exports of the flow's pages module)
  idVerifyStep1: () => idVerifyPages().then((m) => ({ default: m.IdVerifyStep1Page })),
  idVerifyStep2: () => idVerifyPages().then((m) => ({ default: m.IdVerifyStep2Page })),
  idVerifyConfirm: () => idVerifyPages().then((m) => ({ default: m.IdVerifyConfirmPage })),
  idVerifyFinish: () => idVerifyPages().then((m) => ({ default: m.IdVerifyFinishPage })),

  // guest pages (guarantor, vehicleLoans, minor-agreement)
  guarantor: () => guarantorPages().then((m) => ({ default: m.GuarantorPage })),
  guarantorFinish: () => guarantorPages().then((m) => ({ default: m.GuarantorFinishPage })),
  vehicleLoans: () => vehiclePages().then((m) => ({ default: m.VehicleSignPage })),
  vehicleLoansFinish: () => vehiclePages().then((m) => ({ default: m.VehicleFinishPage })),
  minorAgreement: () => minorPages().then((m) => ({ default: m.MinorAgreementPage })),
  minorCheck: () => minorPages().then((m) => ({ default: m.MinorCheckPage })),
  minorConfirm: () => minorPages().then((m) => ({ default: m.MinorConfirmPage })),

  // ocr pages
  ocr: () => import(/* webpackChunkName: "ocr" */ '../flows/ocr/pages/OcrCapturePage'),
  ocrPage: () => import(/* webpackChunkName: "ocr" */ '../flows/ocr/pages/OcrResultPage'),
  testIdOcr: () => import(/* webpackChunkName: "ocr" */ '../flows/ocr/pages/TestIdOcrPage'),
};
