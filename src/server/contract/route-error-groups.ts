import { API_ERRORS, ApiError } from '../api-error';

const E = API_ERRORS;

/** An error by status and code with a description of when it comes, for errors whose texts vary by case. */
export const when = (status: number, code: string, description: string) =>
  new ApiError(status, code, description);

/** Shared so every route that takes a file declares the refusals the upload body brings. */
export const UPLOAD = [
  E.fileTooLarge(),
  when(415, '415', '檔案格式不支援，或未以 multipart/form-data 上傳'),
  when(422, '422', '請上傳檔案'),
  when(422, '422', '檔案是空的，或圖片尺寸過大（超過 1.2 億像素）'),
];
/** Shared so every route that takes a drawn signature declares the same refusals of it. */
export const SIGNATURE = [
  when(422, '422', '簽名是空白的，請在簽名板上簽名'),
  when(415, '415', '簽名須為簽名板產生的 PNG 圖檔'),
  when(422, '422', '圖片尺寸過大（超過 1.2 億像素）'),
];
/** Shared because the member's and the commodity application's logins check a password alike. */
export const LOGIN = [E.wrongCredentials(), E.unknownMember(), E.passwordNotSet(), E.tooManyAttempts(15)];
/** Shared by every route that asks LINE about a token, which LINE may refuse or not answer. */
export const LINE = [E.lineTokenInvalid(), E.lineUnavailable()];
/** Shared by every route that sends a mail, which may be unavailable or rate-limited. */
export const MAIL = [when(503, '503', '郵件服務暫時無法使用，請稍後再試'), E.tooManyMails(15)];
/** Shared because reading a password-reset link and using it meet the same dead links. */
export const RESET_LINK = [
  E.resetLinkUsed(),
  E.resetLinkReplaced(),
  E.resetLinkExpired(),
  E.resetLinkUnknown(),
];
/** Shared by every route that reaches one case, which may not be the caller's or not exist. */
export const MEMBER_CASE = [E.caseNotFound()];
/** Shared by the routes a guest reaches by link, where too many wrong guesses are refused. */
export const GUESSED = E.tooManyGuesses(15);
/** Shared because the guest link and the older flow change a guarantor's case alike. */
export const GUARANTOR_CASE = [E.caseNotFound(), E.guarantorAlreadySent(), GUESSED];
/** Shared by every route that needs an approved case. */
export const NOT_APPROVED = [E.caseNotApproved()];
/** An application sent with an Idempotency-Key while the first send of that key is still running. */
export const SENDING = when(409, '409', '同一筆申請正在送出中，請稍候再查看申請紀錄');
/** Shared by the studio routes that take a path, which must stay in the folders the studio edits. */
export const STUDIO_PATH = when(403, 'studio.403', '只能編輯 schemas/、uischemas/、fixtures/ 內的 .json 檔');
