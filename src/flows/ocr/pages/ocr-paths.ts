/** The routes the OCR pages lead to (paths of src/app/paths.ts, which flows may not import). */
export const OCR_PATHS = {
  capture: '/ocr',
  result: '/ocr/page',
  applyStep1: '/member/commodity-loans/step1',
} as const;
