import type { InterestPlan } from '../../api/v2/interest-plans';
import type { MidClause } from '../../api/v2/reference';
import type { ClientFile } from '../../api/v2/types/common';
import type { FileCategory } from '../../api/v2/types/commodity';
import type { FormData } from '../../step-flow/flow-definition';
import { isDraftUnsynced, selectFlow, type FlowRunState, type WithStepFlows } from '../../step-flow/slice';
import { agreementsOf } from '../../step-flow/contract/step-contracts';
import type { ContractName } from './actions';
import { COMMODITY, COMMODITY_FLOW, CONFIRM_STEP, type CommodityLoaded } from './commodity-flow';
import type { CommodityForms, CommodityStep } from './model/form-data';
import { MID_CLAUSE_KEY, midClauseAgreementOf, type MidClauseAgreement } from './model/mid-clause-agreement';
import { wizardFormsOf } from './model/wizard-forms';
import type { CommodityState } from './slice';

/** The root state as far as the commodity wizard reads it: its slice and the engine's run of it. */
export interface WithCommodity extends WithStepFlows {
  commodity: CommodityState;
}

/** The commodity wizard's slice. */
export const selectCommodity = (state: WithCommodity): CommodityState => state.commodity;

/*
 * useSelector compares results by reference, so derived objects are cached on their inputs:
 * a selector that built a new array each call would re-render the page on every dispatch.
 */
function lastResult<A, R>(compute: (input: A) => R): (input: A) => R {
  let last: { input: A; result: R } | null = null;
  return (input) => {
    if (last && last.input === input) return last.result;
    last = { input, result: compute(input) };
    return last.result;
  };
}

/** The engine's run of the wizard (its load: plans, mid clause, file categories). */
export const selectCommodityRun = (state: WithStepFlows): FlowRunState => selectFlow(state, COMMODITY);

/** What the flow loaded (commodity-flow.ts), or null before its load succeeded. */
export const selectCommodityLoaded = (state: WithStepFlows): CommodityLoaded | null =>
  (selectCommodityRun(state).loaded as CommodityLoaded | null) ?? null;

/** The application's stored files (uploads, signatures): the engine's, by the wizard's rule. */
export const selectCommodityFiles = (state: WithStepFlows): ClientFile[] => selectCommodityRun(state).files;

const wizardForms = lastResult(wizardFormsOf);

/** The forms of steps 1–4 as the engine keeps them (keyed by step), each `{}` until typed. */
export const selectWizardForms = (state: WithStepFlows): CommodityForms =>
  wizardForms(selectCommodityRun(state).forms);

const stepNumbers = lastResult((keys: readonly string[]): CommodityStep[] =>
  COMMODITY_FLOW.steps.flatMap((step, index) =>
    keys.includes(step.key) ? [(index + 1) as CommodityStep] : [],
  ),
);

/** The wizard's steps done (1–5, in order): the engine's, by step key. */
export const selectCompletedSteps = (state: WithStepFlows): CommodityStep[] =>
  stepNumbers(selectCommodityRun(state).completed);

const contractAgreements = lastResult(
  (confirm: FormData | undefined): Record<ContractName, string | null> => {
    const agreed = agreementsOf(confirm);
    return {
      installment: agreed.installment ?? null,
      platform: agreed.platform ?? null,
      sale: agreed.sale ?? null,
    };
  },
);

/**
 * When each of step 5's contracts was agreed (null: not yet): the confirm step's data in the
 * engine's run, as the engine's contract step kind keeps agreements.
 */
export const selectContractAgreements = (state: WithStepFlows): Record<ContractName, string | null> =>
  contractAgreements(selectCommodityRun(state).forms[CONFIRM_STEP]);

const midClauseAgreement = lastResult((entry: FormData | undefined) =>
  midClauseAgreementOf({ [MID_CLAUSE_KEY]: entry ?? {} }),
);

/** The mid clause agreed on step 1 (version and time), kept among the engine's forms of the wizard; or null. */
export const selectMidClauseAgreement = (state: WithStepFlows): MidClauseAgreement | null =>
  midClauseAgreement(selectCommodityRun(state).forms[MID_CLAUSE_KEY]);

/** The application holds edits its server draft has not got yet (the engine's draft sync). */
export const selectWizardUnsynced = (state: WithStepFlows): boolean =>
  isDraftUnsynced(selectCommodityRun(state));

/** The interest plans (empty until the flow loaded). */
export const selectPlans = (state: WithStepFlows): InterestPlan[] =>
  selectCommodityLoaded(state)?.plans ?? EMPTY_PLANS;
const EMPTY_PLANS: InterestPlan[] = [];

/** The newest mid clause (null until the flow loaded). */
export const selectMidClause = (state: WithStepFlows): MidClause | null =>
  selectCommodityLoaded(state)?.midClause ?? null;

/** The plan chosen on step 2, or null. */
export const selectChosenPlan = (state: WithStepFlows): InterestPlan | null => {
  const id = selectWizardForms(state).plan.interestPlanId;
  return selectPlans(state).find((plan) => plan.id === id) ?? null;
};

const categoriesById = lastResult((categories: FileCategory[] | undefined): Record<string, FileCategory> =>
  Object.fromEntries((categories ?? []).map((category) => [String(category.id), category])),
);

/** The apply-phase file categories keyed by id as a string (ClientFile.fileCategoryId is a string). */
export const selectFileCategoriesById = (state: WithStepFlows): Record<string, FileCategory> =>
  categoriesById(selectCommodityLoaded(state)?.fileCategories ?? undefined);
