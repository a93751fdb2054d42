/**
 * An error a route throws on purpose: the HTTP status, the spec §8 catalogue code the client
 * switches on, and the zh-TW message it may show. The error handler sends `{code, message}`, plus
 * `details` when the error names the field it is about.
 */
export class ApiError extends Error {
  /** The fields a 422 is about, in the request's own shape, so the client shows it at the field. */
  details?: FieldErrorDetail[];

  /** For a 429 or 503: how many seconds until trying again may succeed (sent as `Retry-After`). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ApiError';
  }

  /** This error about one field of the request (a rule only the server can check). */
  atField(path: string, keyword: string): this {
    this.details = [{ path, keyword, message: this.message }];
    return this;
  }

  /** This error with a `Retry-After` of at least one second. */
  retryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

/** One field a 422 names: its JSON pointer in the request body, the rule and the zh-TW message. */
export interface FieldErrorDetail {
  path: string;
  keyword: string;
  message: string;
}

/** The errors the server raises, by the catalogue code the client knows them by (spec §8). */
export const API_ERRORS = {
  tokenMissing: () => new ApiError(400, '0004', '請先登入會員'),
  tokenExpired: () => new ApiError(400, '0005', '登入憑證已過期，請重新登入'),
  bearerExpired: () => new ApiError(400, '0006', '憑證已過期，請重新登入'),
  tokenRevoked: () => new ApiError(400, '2012', '憑證已撤銷，無法繼續'),
  tooFrequent: () => new ApiError(400, '2013', '申請過於頻繁，恕不受理'),
  earlierRejected: () => new ApiError(400, '2014', '您先前的申請案件未通過審核，恕無法受理'),
  applicantAlreadyMember: () => new ApiError(400, '2016', '此身分證字號已是會員，請先以會員身分登入後再申辦'),
  applicationRule: (message: string) => new ApiError(422, '422', message),
  /** At `path`, the email field of the route's own body (`/applicant/email`, `/email`, `/member/memEmail`). */
  applicantEmailTaken: (path = '/applicant/email') =>
    new ApiError(422, '422', '此電子信箱已由其他會員使用，請改用您自己的電子信箱').atField(
      path,
      'emailTaken',
    ),
  caseTokenExpired: () => new ApiError(400, '2015', '憑證已過期'),
  caseNoLongerValid: () => new ApiError(400, '2015', '保證案件已失效，請重新選擇'),
  caseNotApproved: () => new ApiError(404, '016.404', '此案件尚未簽約，尚無繳款資訊'),
  contractNotReady: () => new ApiError(404, '016.404', '此案件尚未核准，尚無契約可簽署'),
  wrongCategory: () => new ApiError(400, '3012', '上傳類別錯誤'),
  uploadFailed: () => new ApiError(400, '3013', '交易資料上傳失敗'),
  caseNoNotFound: () => new ApiError(400, '3014', '更新時查無案件編號'),
  guarantorAlreadySent: () => new ApiError(400, '3041', '保證人資料已送出，無法再修改或上傳'),
  guarantorIncomplete: (missing: readonly string[]) =>
    new ApiError(422, '3042', `尚未完成：${missing.join('、')}，請完成後再送出`),
  vehicleLoanAlreadySigned: () => new ApiError(400, '3043', '此車貸文件已完成簽署，無法重複簽署'),
  notMinorCase: () => new ApiError(400, '3044', '此案件申請人於申請時已成年，無須填寫法定代理人資料'),
  districtNotInCity: () => new ApiError(422, '3045', '鄉鎮市區與縣市不符，請重新選擇'),
  orderImageNeedsCase: () => new ApiError(400, '3012', '訂單圖檔須指定案件編號（appCaseNo）'),
  wrongOldPassword: () => new ApiError(400, '400-01', '舊密碼錯誤'),
  passwordNotAllowed: () => new ApiError(400, '400-02', '新密碼不符規定或與舊密碼相同'),
  wrongEmailOrMobile: () => new ApiError(400, '400-03', '電子信箱或手機號碼錯誤'),
  noEmailOnFile: () => new ApiError(400, '400-03', '會員資料尚未填寫電子信箱，請先至基本資料填寫'),
  tooManyFiles: (max: number) => new ApiError(400, '400-10', `檔案數量超過上限（最多 ${max} 個）`),
  commodityTokenExpired: () => new ApiError(401, '001.401', '憑證已過期，請重新下單'),
  wrongCredentials: () => new ApiError(401, '001.405', '帳號或密碼錯誤'),
  unknownMember: () => new ApiError(401, '001.405', '查無此會員，請確認身分證字號是否正確'),
  passwordNotSet: () => new ApiError(401, '001.405', '尚未設定密碼，請用忘記密碼設定密碼'),
  resetLinkUsed: () => new ApiError(401, '401-01', '此重設密碼連結已使用過'),
  resetLinkExpired: () => new ApiError(401, '401-02', '此重設密碼連結已超過 24 小時，請重新申請'),
  resetLinkUnknown: () => new ApiError(401, '401-03', '重設密碼連結無效，請重新申請'),
  resetLinkReplaced: () => new ApiError(401, '401-04', '已有較新的重設信，請使用最新一封'),
  memberLinkedElsewhere: () =>
    new ApiError(403, '015.403', '綁定失敗，您的會員帳號已綁定其他 LINE 帳號，請先解除綁定'),
  lineLinkedElsewhere: () =>
    new ApiError(403, '015.405', '綁定失敗，您的 LINE 帳號已綁定其他會員帳號，請先解除綁定'),
  lineNotLinked: () => new ApiError(403, '015.407', '此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定'),
  lineTokenInvalid: () => new ApiError(403, '015.411', 'LINE 驗證失敗，請重新登入 LINE'),
  forbidden: () => new ApiError(403, '403', '您沒有權限執行此操作'),
  caseNotFound: () => new ApiError(404, '014.404', '查無此案件'),
  vehicleLoanNotFound: () => new ApiError(404, '014.404', '此案件沒有車貸簽署資料'),
  notFound: (what: string) => new ApiError(404, '404', `查無${what}`),
  fileTooLarge: () => new ApiError(413, '413', 'Request Entity Too Large'),
  unsupportedFile: () => new ApiError(415, '415', '檔案格式不支援，請上傳 JPG、PNG、WebP、HEIC 或 PDF 檔'),
  tooManyAttempts: (minutes: number) =>
    new ApiError(429, '429', `登入失敗次數過多，請 ${minutes} 分鐘後再試`),
  tooManyGuesses: (minutes: number) =>
    new ApiError(429, '429', `嘗試次數過多，為保護您的資料，請 ${minutes} 分鐘後再試`),
  tooManyMails: (minutes: number) => new ApiError(429, '429', `寄信次數過多，請 ${minutes} 分鐘後再試`),
  /** An Idempotency-Key sent again with another path or body: not a retry, so nothing is replayed. */
  idempotencyKeyReused: () =>
    new ApiError(
      422,
      '422',
      '此識別碼（Idempotency-Key）已用於另一筆不同的請求（路徑或內容不同），請以新的識別碼重新送出',
    ),
  v1ParameterError: () => new ApiError(422, '9100', '系統參數有誤，請連絡相關人員協助您處理。'),
  /** The disk or the database cannot be written or reached right now (plugins/storage-unavailable.ts). */
  storageUnavailable: () => new ApiError(503, '503', '服務暫時無法使用，請稍後再試。'),
  /** The server cannot take requests now: its database or its upload folder is not there (routes/health.ts). */
  notReady: () => new ApiError(503, '503', '服務尚未就緒，請稍後再試。'),
  lineUnavailable: () => new ApiError(503, '503', 'LINE 服務暫時無法連線，請稍後再試'),
  ocrUnavailable: () => new ApiError(503, '503', '身分證辨識服務目前無法使用，請手動填寫資料'),
  ocrUnreadable: () => new ApiError(422, '422', '無法辨識身分證，請重新拍攝清晰的照片或手動填寫資料'),
} as const;
