import { API_ERRORS, ApiError } from '../api-error';

const E = API_ERRORS;

/** An error by its status and code with a description of when it comes (the texts vary by case). */
const when = (status: number, code: string, description: string) => new ApiError(status, code, description);

/** What a file upload may meet on any route that takes one. */
const UPLOAD = [
  E.fileTooLarge(),
  when(415, '415', '檔案格式不支援，或未以 multipart/form-data 上傳'),
  when(422, '422', '請上傳檔案'),
  when(422, '422', '檔案是空的，或圖片尺寸過大（超過 1.2 億像素）'),
];
const SIGNATURE = [
  when(422, '422', '簽名是空白的，請在簽名板上簽名'),
  when(415, '415', '簽名須為簽名板產生的 PNG 圖檔'),
  when(422, '422', '圖片尺寸過大（超過 1.2 億像素）'),
];
const LOGIN = [E.wrongCredentials(), E.unknownMember(), E.passwordNotSet(), E.tooManyAttempts(15)];
const LINE = [E.lineTokenInvalid(), E.lineUnavailable()];
const MAIL = [when(503, '503', '郵件服務暫時無法使用，請稍後再試'), E.tooManyMails(15)];
const RESET_LINK = [E.resetLinkUsed(), E.resetLinkReplaced(), E.resetLinkExpired(), E.resetLinkUnknown()];
const MEMBER_CASE = [E.caseNotFound()];
const GUESSED = E.tooManyGuesses(15);
const GUARANTOR_CASE = [E.caseNotFound(), E.guarantorAlreadySent(), GUESSED];
const NOT_APPROVED = [E.caseNotApproved()];
/** An application sent with an Idempotency-Key while the first send of that key is still running. */
const SENDING = when(409, '409', '同一筆申請正在送出中，請稍候再查看申請紀錄');
const STUDIO_PATH = when(403, 'studio.403', '只能編輯 schemas/、uischemas/、fixtures/ 內的 .json 檔');

/**
 * The errors each route's own logic raises (spec §8), beside those its auth hook and request
 * schemas bring (route-errors.ts). Keyed `METHOD /path` as the route is registered. Every API
 * test checks the replies against it (contract/reply-contract.ts), so a code a route answers
 * with but does not list here fails the suite that meets it.
 */
export const ROUTE_ERROR_TABLE: Readonly<Record<string, readonly ApiError[]>> = {
  // Accounts, LINE, passwords, email
  'POST /api/v2/members/login': [...LOGIN, E.lineLinkedElsewhere(), ...LINE],
  'POST /api/v2/members/commodity-cases/login': LOGIN,
  'POST /api/v2/members/line-login': [E.lineNotLinked(), ...LINE],
  'POST /api/v2/members/line': [E.memberLinkedElsewhere(), E.lineLinkedElsewhere(), ...LINE],
  'PUT /api/v2/members/password': [E.wrongOldPassword(), E.passwordNotAllowed(), E.tooManyAttempts(15)],
  'POST /api/v2/members/password-forgetting': [E.wrongEmailOrMobile(), E.noEmailOnFile(), GUESSED, ...MAIL],
  'GET /api/v2/members/password-reset': RESET_LINK,
  'POST /api/v2/members/password-reset': [E.passwordNotAllowed(), ...RESET_LINK],
  'GET /api/v2/members/emails/send-verified-email': [E.noEmailOnFile(), ...MAIL],

  'GET /api/v2/members/is-id-num-existent': [GUESSED],

  // Reference data
  'GET /api/v2/interest-plans/:id/career-types': [when(404, '404', '找不到此分期方案')],
  'GET /api/v2/members/mid-clause': [when(404, '404', '目前沒有條款')],
  'POST /api/v2/members/interest-plans/:planId/interest-rates/:rateId/installment-payment': [
    E.notFound('此分期方案或利率'),
    E.applicationRule('申請金額或期數不符此分期方案'),
  ],

  // Commodity application
  'POST /api/v2/members/commodity-cases': [
    E.tooFrequent(),
    E.earlierRejected(),
    E.applicantAlreadyMember(),
    E.tooManyFiles(10),
    E.passwordNotAllowed(),
    SENDING,
    E.idempotencyKeyReused(),
    E.applicationRule('申請內容不符申辦規則，或電子信箱已由其他會員使用'),
    ...MAIL,
  ],
  'POST /api/v2/members/commodity-cases/jwt-tmp': [E.commodityTokenExpired()],
  'POST /api/v2/members/commodity-cases/id-card-ocr': [...UPLOAD, E.ocrUnreadable(), E.ocrUnavailable()],
  'POST /api/v2/members/commodity-cases/tmp/files': [
    ...UPLOAD,
    E.wrongCategory(),
    E.tooManyFiles(10),
    E.notFound('此檔案'),
  ],
  'DELETE /api/v2/members/commodity-cases/tmp/files/:id': [E.notFound('此檔案')],
  'GET /api/v2/members/file-categories/:id/sample': [E.notFound('此檔案類別的範例圖')],

  // Member cases and their sub-flows
  'GET /api/v2/members/cases/:id': MEMBER_CASE,
  'GET /api/v2/members/cases/:id/contract-sign-url': [...MEMBER_CASE, E.contractNotReady()],
  'GET /api/v2/members/cases/:id/guarantor-sign-path': [...MEMBER_CASE, E.notFound('此案件的保證人')],
  'GET /api/v2/members/cases/:id/id-verify': [...MEMBER_CASE, E.caseNoLongerValid()],
  'POST /api/v2/members/cases/:id/id-verify': [
    ...MEMBER_CASE,
    E.caseNoLongerValid(),
    when(422, '422', '查無此存摺銀行或分行代碼，或尚未上傳自拍照、合約簽名或本票簽名（請上傳 …）'),
  ],
  'POST /api/v2/members/cases/:id/id-verify/tmp-file': [
    ...MEMBER_CASE,
    E.caseNoLongerValid(),
    E.wrongCategory(),
    ...UPLOAD,
  ],
  'GET /api/v2/members/cases/:id/repayment-case': [...MEMBER_CASE, ...NOT_APPROVED],
  'GET /api/v2/members/cases/:id/payment-receipt-files': [...MEMBER_CASE, ...NOT_APPROVED],
  'POST /api/v2/members/cases/:id/payment-receipt-file': [
    ...MEMBER_CASE,
    ...NOT_APPROVED,
    E.tooManyFiles(60),
    ...UPLOAD,
  ],
  'GET /api/v2/members/commodity-payments/:caseSerNo': [...MEMBER_CASE, ...NOT_APPROVED],
  'GET /api/v2/members/commodity-payments/:caseSerNo/receipt-files': [...MEMBER_CASE, ...NOT_APPROVED],
  'POST /api/v2/members/commodity-payments/:caseSerNo/receipt-files': [
    ...MEMBER_CASE,
    ...NOT_APPROVED,
    E.tooManyFiles(60),
    ...UPLOAD,
  ],

  // The older order flow
  'POST /api/v2/cases/apply': [
    E.tooFrequent(),
    E.earlierRejected(),
    SENDING,
    E.idempotencyKeyReused(),
    when(
      422,
      '422',
      '沒有適用的分期方案、身分證字號與會員不符、期數不符資格、證件未上傳，或電子信箱已由其他會員使用',
    ),
  ],
  'GET /api/v2/members/orders/detail': MEMBER_CASE,
  'GET /api/v2/members/apply-cases/:id/declaration': MEMBER_CASE,
  'PUT /api/v2/members/orders/id-verify': [
    ...MEMBER_CASE,
    E.caseNoLongerValid(),
    when(422, '422', '查無此存摺銀行或分行代碼，或尚未上傳自拍照、合約簽名或本票簽名（請上傳 …）'),
  ],
  'POST /api/v2/members/tmp-case-file': [
    ...MEMBER_CASE,
    when(400, '3013', '此案件目前無法上傳補充文件'),
    E.caseNoNotFound(),
    E.tooManyFiles(60),
    ...UPLOAD,
  ],
  'POST /api/v2/images/:doc_type': [
    ...MEMBER_CASE,
    E.wrongCategory(),
    E.orderImageNeedsCase(),
    E.caseNoLongerValid(),
    ...NOT_APPROVED,
    E.tooManyFiles(60),
    ...UPLOAD,
  ],
  'GET /api/v2/members/images/receipt': MEMBER_CASE,
  'GET /api/v2/members/payments/barcode': [
    ...MEMBER_CASE,
    ...NOT_APPROVED,
    when(404, '404', '此案件已無待繳期數'),
  ],
  'GET /api/v2/members/payments/receipt': [...MEMBER_CASE, ...NOT_APPROVED],
  'PUT /api/v2/members/minor/detail': [...MEMBER_CASE, E.notMinorCase()],
  'GET /api/v2/members/minor/detail': MEMBER_CASE,

  // Guarantors (guest link and the older flow)
  'GET /api/v2/guests/guarantor/:id': [...MEMBER_CASE, GUESSED],
  'PATCH /api/v2/guests/guarantor/:id': [...GUARANTOR_CASE, E.districtNotInCity()],
  'POST /api/v2/guests/guarantor/:id': [
    ...GUARANTOR_CASE,
    E.districtNotInCity(),
    E.guarantorIncomplete(['…']),
  ],
  'POST /api/v2/guests/guarantor/:id/files': [
    ...GUARANTOR_CASE,
    E.wrongCategory(),
    E.tooManyFiles(20),
    ...UPLOAD,
  ],
  'GET /api/v2/guarantor/info': [...MEMBER_CASE, GUESSED],
  'GET /api/v2/guarantor/contract-texts': [...MEMBER_CASE, GUESSED],
  'PUT /api/v2/guarantor/info': [...GUARANTOR_CASE, E.districtNotInCity()],
  'GET /api/v2/guarantor/order/detail/:id': [...MEMBER_CASE, GUESSED],
  'POST /api/v2/guarantor/images/:type': [
    ...GUARANTOR_CASE,
    E.wrongCategory(),
    E.tooManyFiles(20),
    ...UPLOAD,
  ],

  // Vehicle-loan signing
  'GET /api/v2/guests/vehicle-loans/signPath=:path': MEMBER_CASE,
  'POST /api/v2/guests/vehicle-loans/signPath=:path': [
    ...MEMBER_CASE,
    E.vehicleLoanAlreadySigned(),
    ...SIGNATURE,
    E.fileTooLarge(),
  ],
  'GET /api/v2/members/vehicle-loans/appCaseNo=:id/sign-path': [E.caseNotFound(), E.vehicleLoanNotFound()],

  // Signed file links and the development outbox
  'GET /api/v2/files/:id': [E.forbidden(), E.notFound('檔案')],
  'GET /api/v2/signed-documents/:id': [E.forbidden(), E.notFound('文件')],
  'GET /api/v2/members/cases/:id/signed-documents': [...MEMBER_CASE],
  'GET /api/v2/members/cases/:id/contract-texts': [...MEMBER_CASE],
  'GET /api/v2/guests/guarantor/:id/contract-texts': [...MEMBER_CASE, GUESSED],
  'GET /api/v2/guests/vehicle-loans/signPath=:path/contract-texts': [...MEMBER_CASE],
  'GET /api/v2/guests/guarantor/:id/signed-documents': [...MEMBER_CASE, GUESSED],
  'GET /api/v2/files/:id/thumbnail': [E.forbidden(), E.notFound('檔案')],
  'GET /api/v2/dev/outbox': [E.notFound('此頁面')],
  'GET /health/ready': [E.notReady()],

  // The form studio (development only)
  'GET /api/v2/dev/studio/forms/:name': [STUDIO_PATH, E.notFound('檔案')],
  'POST /api/v2/dev/studio/files/check': [
    STUDIO_PATH,
    when(422, '422', '不是有效的 JSON，或不符其資料夾的格式'),
  ],
  'GET /api/v2/dev/studio/preview/:id.js': [E.notFound('預覽')],
  'POST /api/v2/dev/studio/impact': [E.notFound('表單')],
  'GET /api/v2/dev/studio/contracts/:id/preview': [E.notFound('契約'), E.caseNotFound(), GUESSED],
  'PUT /api/v2/dev/studio/files': [
    STUDIO_PATH,
    E.notFound('資料夾'),
    when(422, '422', '不是有效的 JSON，或不符其資料夾的格式'),
  ],
};
