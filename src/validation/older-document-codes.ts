/**
 * The older flow's upload codes (spec §3), one table for the browser and the server: the member's
 * identity documents, and the order images of a case. Stored as the file category as-is ('1_1', '19_1', …).
 */

/** The member's identity documents by code, with their names. */
export const OLDER_IDENTITY_DOCUMENTS: Readonly<Record<string, string>> = {
  '1_1': '身分證正面',
  '1_2': '身分證反面',
  '3': '手持證件自拍照',
  '4_1': '學生證正面',
  '4_2': '學生證反面',
  '5_1': '軍人證正面',
  '5_2': '軍人證反面',
  '6_1': '警消證正面',
  '6_2': '警消證反面',
  '17_1': '醫護證正面',
  '17_2': '醫護證反面',
};

/** The order images of a case by code: declaration, order files, signatures, receipt, selfie. */
export const OLDER_ORDER_IMAGES: Readonly<Record<string, string>> = {
  '7': '聲明書',
  '8': '訂單文件',
  '9': '本票簽名',
  '10': '合約簽名',
  '16': '繳款收據',
  '19_1': '自拍照',
};

/** Every older upload code with its name. */
export const OLDER_DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  ...OLDER_IDENTITY_DOCUMENTS,
  ...OLDER_ORDER_IMAGES,
};
