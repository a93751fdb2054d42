import { stepContracts } from '../../step-flow/contract/step-contracts';
import type { FlowDefinition } from '../../step-flow/flow-definition';
import { contractTermsOf } from './contracts/contract-terms';
import { CONTRACTS } from './contracts/contracts';
import { CONFIRM_STEP } from './flow-name';
import type { CommodityStep } from './model/form-data';
import { wizardFormsOf } from './model/wizard-forms';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** The wizard's routes by step number: steps 1–5 and the finish page (6). */
export const COMMODITY_STEP_PATHS = {
  1: ROUTE_PATHS.commodityStep1,
  2: ROUTE_PATHS.commodityStep2,
  3: ROUTE_PATHS.commodityStep3,
  4: ROUTE_PATHS.commodityStep4,
  5: ROUTE_PATHS.commodityStep5,
  6: ROUTE_PATHS.commodityFinish,
} as const satisfies Record<CommodityStep | 6, string>;

/**
 * The wizard as the engine's steps (on its way to becoming a definition): spec §2's six-step
 * stepper, the first four steps each one form (keyed by the form's name in the wizard's data),
 * step 5 the summary and the contracts (the engine's contract step kind: each read, signed and
 * agreed on its page, FlowContractPage), and the finish page 完成申請. The frame draws its stepper
 * and keeps steps from being skipped with the engine's own rules (step-flow/stepper-items.ts).
 */
export const COMMODITY_FLOW = {
  steps: [
    { key: 'identity', path: COMMODITY_STEP_PATHS[1], title: '身分驗證', form: 'commodityIdentity' },
    { key: 'plan', path: COMMODITY_STEP_PATHS[2], title: '選擇方案', form: 'commodityPlan' },
    { key: 'applicant', path: COMMODITY_STEP_PATHS[3], title: '填寫資料', form: 'commodityApplicant' },
    { key: 'product', path: COMMODITY_STEP_PATHS[4], title: '商品資料', form: 'commodityProduct' },
    {
      key: CONFIRM_STEP,
      path: COMMODITY_STEP_PATHS[5],
      title: '確認訂單',
      contracts: stepContracts({
        list: CONTRACTS,
        figures: ({ forms }, today) => contractTermsOf(wizardFormsOf(forms), today),
        signerName: ({ forms }) => wizardFormsOf(forms).applicant.name,
        backText: '返回確認訂單',
      }),
    },
  ],
  finish: { path: COMMODITY_STEP_PATHS[6], title: '完成申請', stepTitle: '完成申請' },
} as const satisfies Pick<FlowDefinition, 'steps' | 'finish'>;

/** The engine's key of a wizard step (1–5). */
export const stepKeyOf = (step: CommodityStep): string => COMMODITY_FLOW.steps[step - 1].key;

/** The wizard step (1–5) of an engine step key, or null for another key. */
export function stepNumberOf(key: string): CommodityStep | null {
  const index = COMMODITY_FLOW.steps.findIndex((step) => step.key === key);
  return index < 0 ? null : ((index + 1) as CommodityStep);
}
