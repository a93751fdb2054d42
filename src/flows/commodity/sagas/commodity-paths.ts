import type { CommodityStep } from '../actions';

/**
 * Where the wizard's sagas navigate. They mirror src/app/paths.ts (commodityStep1…5,
 * commodityFinish), which a flow may not import (layer rule).
 */
export const COMMODITY_SAGA_PATHS = {
  1: '/member/commodity-loans/step1',
  2: '/member/commodity-loans/step2',
  3: '/member/commodity-loans/step3',
  4: '/member/commodity-loans/step4',
  5: '/member/commodity-loans/step5',
  finish: '/member/commodity-loans/finish',
} as const satisfies Record<CommodityStep | 'finish', string>;

/** The page after a step's "next" (steps 1–4; step 5 is followed by /finish, reached by submitting). */
export function nextStepPath(step: Exclude<CommodityStep, 5>): string {
  return COMMODITY_SAGA_PATHS[(step + 1) as CommodityStep];
}
