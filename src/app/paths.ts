import { ROUTE_PATHS, type RouteName } from '../domain/route-paths';
import { commodityStep, contract, guest, idVerifyStep, member, orderStep, type PathDef } from './path-def';
export type { GuardName, LayoutName, PathDef, StepContext } from './path-def';

/** Every route of spec §2 plus the form studio: its frame, guard and title at its address (src/domain/route-paths.ts). */
export const PATHS = {
  index: {
    path: ROUTE_PATHS.index,
    title: '首頁',
    layout: 'noHeader',
    guard: 'none',
    flow: 'index',
    purpose: '依登入狀態前往會員中心或登入頁。',
  },
  login: {
    path: ROUTE_PATHS.login,
    title: '會員登入',
    layout: 'dark',
    guard: 'none',
    flow: 'auth',
    purpose: '以身分證字號與密碼登入會員中心。',
  },
  memberHome: member(ROUTE_PATHS.memberHome, '會員中心', '查看您的申請案件概況與會員功能捷徑。', 'auth'),
  fastLogin: {
    path: ROUTE_PATHS.fastLogin,
    title: '快速登入',
    layout: 'dark',
    guard: 'none',
    flow: 'auth',
    purpose: '以已綁定的 LINE 帳號快速登入。',
  },
  forgotPwd: {
    path: ROUTE_PATHS.forgotPwd,
    title: '忘記密碼',
    layout: 'dark',
    guard: 'none',
    flow: 'auth',
    purpose: '寄送重設密碼連結至您的電子信箱，並重新設定密碼。',
    // The mailed reset link carries the one-use reset token as `?token=`.
    ownsTokenQuery: true,
  },
  forgotPwdLegacy: {
    path: ROUTE_PATHS.forgotPwdLegacy,
    title: '忘記密碼',
    layout: 'dark',
    guard: 'none',
    flow: 'auth',
    purpose: '寄送重設密碼連結至您的電子信箱，並重新設定密碼。',
    // The mailed reset link carries the one-use reset token as `?token=`.
    ownsTokenQuery: true,
  },
  changePwd: member(ROUTE_PATHS.changePwd, '變更密碼', '輸入舊密碼並設定新的登入密碼。', 'member'),
  info: member(ROUTE_PATHS.info, '基本資料', '查看與更新您的會員基本資料。', 'member'),
  // New members read the mid clause while applying, before they have an account: not guarded. It
  // is named by its own title (seed/mid-clause.json; tests/api/reference-wording.test.ts) and keeps
  // the member frame, so a member sees the sidebar here as on every other member page.
  midContract: {
    path: ROUTE_PATHS.midContract,
    title: '個人資料蒐集、處理及利用告知事項',
    layout: 'default',
    guard: 'none',
    flow: 'member',
    purpose: '閱讀申請分期時同意的個人資料蒐集、處理及利用告知事項。',
  },
  news: member(ROUTE_PATHS.news, '最新消息', '查看最新公告與活動訊息。', 'news'),
  share: member(ROUTE_PATHS.share, '好友推薦獎勵', '取得您的推薦連結並查看好友推薦獎勵。', 'share'),
  payment: member(ROUTE_PATHS.payment, '我要繳款', '查看尚未繳清的分期案件與各期應繳金額。', 'payments'),
  paymentAtm: member(
    ROUTE_PATHS.paymentAtm,
    'ATM 轉帳資訊',
    '查看 ATM 轉帳繳款的銀行代碼與帳號。',
    'payments',
  ),
  paymentBarcode: member(
    ROUTE_PATHS.paymentBarcode,
    '超商繳費條碼',
    '顯示超商繳費條碼，至超商櫃檯掃描繳款。',
    'payments',
  ),
  paymentReceipt: member(
    ROUTE_PATHS.paymentReceipt,
    '上傳繳款證明',
    '上傳繳款收據照片，供我們核對入帳。',
    'payments',
  ),
  orderList: member(ROUTE_PATHS.orderList, '我的訂單', '查看您的分期申請案件與審核進度。', 'orders'),
  orderStep1: orderStep(
    ROUTE_PATHS.orderStep1,
    '訂單申請：確認商品',
    1,
    '確認欲分期的商品、期數與每期金額。',
  ),
  orderStep2: orderStep(
    ROUTE_PATHS.orderStep2,
    '訂單申請：填寫資料',
    2,
    '填寫申請人的個人、聯絡與工作資料。',
  ),
  orderStep3: orderStep(ROUTE_PATHS.orderStep3, '訂單申請：確認訂單', 3, '確認訂單內容與申請資料後送出。'),
  orderDocument: orderStep(
    ROUTE_PATHS.orderDocument,
    '訂單申請：上傳文件',
    4,
    '上傳身分證件與相關證明文件。',
  ),
  orderFinish: orderStep(ROUTE_PATHS.orderFinish, '訂單申請完成', 5, '您的訂單已送出，我們將儘速為您審核。'),
  orderTestProd: {
    ...member(ROUTE_PATHS.orderTestProd, '測試商品', '以測試商品體驗訂單申請流程。', 'orders'),
    layout: 'onlyHeader',
  },
  commodityStep1: commodityStep(
    ROUTE_PATHS.commodityStep1,
    '身分驗證',
    1,
    '登入或以身分證字號驗證身分，開始分期申請。',
  ),
  commodityStep2: commodityStep(ROUTE_PATHS.commodityStep2, '選擇方案', 2, '選擇分期方案、申請金額與期數。'),
  commodityStep3: commodityStep(
    ROUTE_PATHS.commodityStep3,
    '填寫資料',
    3,
    '填寫個人、聯絡、工作與帳戶資料。',
  ),
  commodityStep4: commodityStep(
    ROUTE_PATHS.commodityStep4,
    '標的物資料',
    4,
    '填寫商品資料並上傳商品照片與證明文件。',
  ),
  commodityStep5: commodityStep(
    ROUTE_PATHS.commodityStep5,
    '確認訂單',
    5,
    '確認申請內容並同意相關契約後送出。',
  ),
  commodityFinish: commodityStep(
    ROUTE_PATHS.commodityFinish,
    '申請完成',
    6,
    '您的分期申請已送出，審核結果將另行通知。',
  ),
  installmentContract: contract(ROUTE_PATHS.installmentContract, '分期付款契約', '閱讀分期付款契約條款。'),
  platformContract: contract(ROUTE_PATHS.platformContract, '平台服務契約', '閱讀平台服務契約條款。'),
  saleContract: contract(ROUTE_PATHS.saleContract, '買賣契約', '閱讀商品買賣契約條款。'),
  idVerifyStep1: idVerifyStep(ROUTE_PATHS.idVerifyStep1, '對保：核對資料', 1, '核對申請人資料與撥款帳戶。'),
  idVerifyStep2: idVerifyStep(ROUTE_PATHS.idVerifyStep2, '對保：上傳照片', 2, '上傳自拍照與證件照片。'),
  idVerifyConfirm: idVerifyStep(
    ROUTE_PATHS.idVerifyConfirm,
    '對保：確認送出',
    3,
    '確認對保資料並完成簽名後送出。',
  ),
  idVerifyFinish: idVerifyStep(ROUTE_PATHS.idVerifyFinish, '對保完成', 4, '對保資料已送出，感謝您的配合。'),
  guarantor: guest(
    ROUTE_PATHS.guarantor,
    '保證人資料填寫',
    'guarantor',
    '保證人核對資料、上傳證件並完成簽名。',
  ),
  guarantorFinish: guest(
    ROUTE_PATHS.guarantorFinish,
    '保證人資料填寫完成',
    'guarantor',
    '保證人資料已送出，感謝您的協助。',
  ),
  vehicleLoans: guest(ROUTE_PATHS.vehicleLoans, '車貸簽約', 'vehicle', '核對車貸資料並完成簽名。'),
  vehicleLoansFinish: guest(
    ROUTE_PATHS.vehicleLoansFinish,
    '車貸簽約完成',
    'vehicle',
    '車貸簽約資料已送出，感謝您的配合。',
  ),
  minorAgreement: guest(
    ROUTE_PATHS.minorAgreement,
    '法定代理人同意書',
    'minor',
    '未成年申請人的法定代理人閱讀並同意申請。',
  ),
  minorCheck: guest(ROUTE_PATHS.minorCheck, '法定代理人資料確認', 'minor', '確認法定代理人的聯絡手機。'),
  minorConfirm: guest(ROUTE_PATHS.minorConfirm, '法定代理人同意確認', 'minor', '法定代理人確認同意後完成。'),
  lineAuth: {
    path: ROUTE_PATHS.lineAuth,
    title: 'LINE 帳號授權',
    layout: 'dark',
    guard: 'none',
    flow: 'auth',
    purpose: '完成 LINE 帳號授權後返回會員中心。',
  },
  ocr: {
    path: ROUTE_PATHS.ocr,
    title: '拍攝身分證',
    layout: 'viewOcr',
    guard: 'none',
    flow: 'ocr',
    purpose: '以相機拍攝身分證正反面並辨識資料。',
  },
  ocrPage: {
    path: ROUTE_PATHS.ocrPage,
    title: '拍攝身分證',
    layout: 'viewOcr',
    guard: 'none',
    flow: 'ocr',
    purpose: '以相機拍攝身分證正反面並辨識資料。',
  },
  testIdOcr: {
    path: ROUTE_PATHS.testIdOcr,
    title: '身分證辨識測試',
    layout: 'viewOcr',
    guard: 'none',
    flow: 'ocr',
    purpose: '測試身分證拍攝與文字辨識。',
  },
  error: {
    path: ROUTE_PATHS.error,
    title: '錯誤',
    layout: 'noHeader',
    guard: 'none',
    flow: 'shell',
    purpose: '顯示錯誤訊息。',
  },
  // The analysts' form studio: served outside production only (a static build just previews forms,
  // which the form-engine e2e suite uses).
  studio: {
    path: ROUTE_PATHS.studio,
    pattern: '/studio/:form?',
    title: '表單工作室',
    layout: 'noHeader',
    guard: 'none',
    flow: 'studio',
    purpose: '編輯、預覽並測試 schemas/ 中的任一表單（僅開發環境）。',
  },
} as const satisfies Record<RouteName, PathDef>;

/** The name of a route. */
export type PathKey = keyof typeof PATHS;

/** Every route as a list. */
export const PATH_LIST: ReadonlyArray<PathDef & { key: PathKey }> = (Object.keys(PATHS) as PathKey[]).map(
  (key) => ({ key, ...(PATHS[key] as PathDef) }),
);
