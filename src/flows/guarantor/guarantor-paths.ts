/**
 * The routes of the guarantor flow. They mirror src/app/paths.ts (guarantor, guarantorFinish),
 * which a flow may not import; src/app/flow-paths.test.ts checks they agree.
 */
export const GUARANTOR_PATHS = {
  form: '/member/guarantor',
  finish: '/member/guarantor/finish',
} as const;
