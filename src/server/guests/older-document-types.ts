export { OLDER_DOCUMENT_TYPES } from '../../validation/older-document-codes';

/**
 * Order-image codes of a case that exists: the upload must name it (appCaseNo). Order files (8)
 * may also come before the case, with the identity documents; the application takes them along.
 */
export const CASE_DOCUMENT_TYPES: ReadonlySet<string> = new Set(['7', '9', '10', '16']);

/** The order files' code (spec §3: 8): filed with a case, or before it to go with the application. */
export const ORDER_FILES_TYPE = '8';

/**
 * Codes that are the applicant's signatures on a case (9 promissory note, 10 contract), and the
 * selfie (19_1) when it names a case: the 對保 files, taken only while the case may be signed.
 */
export const SIGNING_DOCUMENT_TYPES: ReadonlySet<string> = new Set(['9', '10', '19_1']);

/** The payment receipt's code (spec §3: 16): taken only once the case is approved. */
export const RECEIPT_DOCUMENT_TYPE = '16';

/** The identity documents every older applicant files before sending: ID card front, back, selfie with it. */
export const IDENTITY_DOCUMENT_TYPES: readonly string[] = ['1_1', '1_2', '3'];

/**
 * The card (front, back) that proves each memClass allowed the 36th period (spec §3, §9):
 * 2 student, 3 career military, 4 police/fire, 5 medical. A member of such a class files it too.
 */
export const CLASS_CARD_TYPES: Readonly<Record<number, readonly string[]>> = {
  2: ['4_1', '4_2'],
  3: ['5_1', '5_2'],
  4: ['6_1', '6_2'],
  5: ['17_1', '17_2'],
};

/**
 * The category each code is filed under: its own code, except the payment receipt (16), filed
 * with the newer flow's payment receipts (21) so both flows see one list, and so it can never be
 * mistaken for the newer category 16 (condition photos) of the same case.
 */
export function categoryOfDocumentType(docType: string): string {
  return docType === '16' ? '21' : docType;
}

/**
 * Categories whose uploads accumulate, with how many a case may hold: order files (8, like the
 * newer extra files) and payment receipts (spec §9: 60). Every other code replaces the earlier upload.
 */
export const APPENDED_CATEGORY_LIMITS: Readonly<Record<string, number>> = { '8': 10, '21': 60 };

/**
 * The older guarantor image codes and the newer categories they are filed under, so both
 * guarantor flows see the same files: 12 promissory note → 19, 13 contract → 18, 15 extra → 13.
 */
export const OLDER_GUARANTOR_IMAGE_CATEGORIES: Readonly<Record<string, string>> = {
  '12': '19',
  '13': '18',
  '15': '13',
};
