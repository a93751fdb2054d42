/**
 * An error a route throws on purpose: the HTTP status, the spec §8 catalogue code the client
 * switches on, and the zh-TW message it may show. The error handler sends `{code, message}`.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The errors the server raises, by the catalogue code the client knows them by (spec §8). */
export const API_ERRORS = {
  tokenMissing: () => new ApiError(400, '0004', '請先登入會員'),
  tokenExpired: () => new ApiError(400, '0005', '登入憑證已過期，請重新登入'),
  bearerExpired: () => new ApiError(400, '0006', '憑證已過期，請重新登入'),
  tokenRevoked: () => new ApiError(400, '2012', '憑證已撤銷，無法繼續'),
  tooFrequent: () => new ApiError(400, '2013', '申請過於頻繁，恕不受理'),
  earlierRejected: () => new ApiError(400, '2014', '您先前的申請案件未通過審核，恕無法受理'),
  caseTokenExpired: () => new ApiError(400, '2015', '憑證已過期'),
  wrongCategory: () => new ApiError(400, '3012', '上傳類別錯誤'),
  uploadFailed: () => new ApiError(400, '3013', '交易資料上傳失敗'),
  caseNoNotFound: () => new ApiError(400, '3014', '更新時查無案件編號'),
  wrongOldPassword: () => new ApiError(400, '400-01', '舊密碼錯誤'),
  passwordNotAllowed: () => new ApiError(400, '400-02', '新密碼不符規定或與舊密碼相同'),
  wrongEmailOrMobile: () => new ApiError(400, '400-03', '電子信箱或手機號碼錯誤'),
  tooManyFiles: (max: number) => new ApiError(400, '400-10', `檔案數量超過上限（最多 ${max} 個）`),
  commodityTokenExpired: () => new ApiError(401, '001.401', '憑證已過期，請重新下單'),
  wrongCredentials: () => new ApiError(401, '001.405', '帳號或密碼錯誤'),
  resetLinkUsed: () => new ApiError(401, '401-01', '此重設密碼連結已使用過'),
  resetLinkExpired: () => new ApiError(401, '401-02', '此重設密碼連結已超過 24 小時，請重新申請'),
  memberLinkedElsewhere: () =>
    new ApiError(403, '015.403', '綁定失敗，您的會員帳號已綁定其他 LINE 帳號，請先解除綁定'),
  lineLinkedElsewhere: () =>
    new ApiError(403, '015.405', '綁定失敗，您的 LINE 帳號已綁定其他會員帳號，請先解除綁定'),
  lineNotLinked: () => new ApiError(403, '015.407', '此 LINE 帳號尚未綁定會員，請先以身分證字號登入後綁定'),
  lineTokenInvalid: () => new ApiError(403, '015.411', 'LINE 驗證失敗，請重新登入 LINE'),
  forbidden: () => new ApiError(403, '403', '您沒有權限執行此操作'),
  caseNotFound: () => new ApiError(404, '014.404', '查無此案件'),
  notFound: (what: string) => new ApiError(404, '404', `查無${what}`),
  fileTooLarge: () => new ApiError(413, '413', 'Request Entity Too Large'),
  unsupportedFile: () => new ApiError(415, '415', '檔案格式不支援，請上傳 JPG、PNG、WebP、HEIC 或 PDF 檔'),
  tooManyAttempts: (minutes: number) =>
    new ApiError(429, '429', `登入失敗次數過多，請 ${minutes} 分鐘後再試`),
  lineUnavailable: () => new ApiError(503, '503', 'LINE 服務暫時無法連線，請稍後再試'),
} as const;
