/**
 * The routes of 對保 and where it links to. They mirror src/app/paths.ts (idVerifyStep1, …), which a
 * flow may not import (layer rule); src/app/flow-paths.test.ts checks they agree.
 */
export const ID_VERIFY_PATHS = {
  step1: '/member/idVerify/step1',
  step2: '/member/idVerify/step2',
  confirm: '/member/idVerify/confirm',
  finish: '/member/idVerify/finish',
  orderList: '/member/order/list',
  memberHome: '/member',
} as const;
