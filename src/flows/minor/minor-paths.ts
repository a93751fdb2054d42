/**
 * The routes of the minor guardian agreement. They mirror src/app/paths.ts (minorAgreement,
 * minorCheck, minorConfirm), which a flow may not import; src/app/flow-paths.test.ts checks them.
 */
export const MINOR_PATHS = {
  agreement: '/member/minor-agreement',
  check: '/member/minor-agreement/check',
  confirm: '/member/minor-agreement/confirm',
  memberHome: '/member',
} as const;
