/**
 * The routes of the older order flow and where it links to. They mirror src/app/paths.ts
 * (orderTestProd, orderStep1…orderFinish, orderList, memberHome), which a flow may not import
 * (layer rule); src/app/flow-paths.test.ts checks the steps and the finish page agree.
 */
export const ORDER_PATHS = {
  testProd: '/member/order/testProd',
  step1: '/member/order/step1',
  step2: '/member/order/step2',
  step3: '/member/order/step3',
  document: '/member/order/document',
  finish: '/member/order/finish',
  orderList: '/member/order/list',
  memberHome: '/member',
} as const;
