import { applicantToken, clearCommodityToken, clearDraftToken } from '../../api/commodity-token';
import { fetchFileCategories } from '../../api/v2/commodity-files';
import { fetchInterestPlans, type InterestPlan } from '../../api/v2/interest-plans';
import { fetchMidClause, type MidClause } from '../../api/v2/reference';
import type { FileCategory } from '../../api/v2/types/commodity';
import { stepContracts } from '../../step-flow/contract/step-contracts';
import { defineFlow, type FlowDefinition } from '../../step-flow/flow-definition';
import { flowStarted } from '../../step-flow/slice';
import { contractTermsOf } from './contracts/contract-terms';
import { CONTRACTS } from './contracts/contracts';
import { COMMODITY, CONFIRM_STEP } from './flow-name';
import type { CommodityStep } from './model/form-data';
import { withStoredFile } from './model/stored-files';
import { wizardFormsOf } from './model/wizard-forms';
import { createFileUploader } from './uploads/file-uploader';

export { COMMODITY, CONFIRM_STEP } from './flow-name';

/**
 * The wizard's routes: steps 1–5 and the finish page (6). They mirror src/app/paths.ts
 * (commodityStep1…5, commodityFinish), which a flow may not import (layer rule).
 */
export const COMMODITY_STEP_PATHS = {
  1: '/member/commodity-loans/step1',
  2: '/member/commodity-loans/step2',
  3: '/member/commodity-loans/step3',
  4: '/member/commodity-loans/step4',
  5: '/member/commodity-loans/step5',
  6: '/member/commodity-loans/finish',
} as const satisfies Record<CommodityStep | 6, string>;

/**
 * The wizard as the engine's steps (issue 28: the wizard becomes a definition): spec §2's six-step
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

/**
 * What several wizard pages read, loaded by the flow (spec §3 lookups): the interest plans, the
 * newest mid clause, and the file categories with the draft's stored files — null until asked,
 * since they need the applicant's token (step 1's credential).
 */
export interface CommodityLoaded {
  plans: InterestPlan[];
  midClause: MidClause;
  fileCategories: FileCategory[] | null;
}

/** The wizard's flow has no link context: the applicant's token (step 1) is what it works on. */
export type CommodityContext = Record<string, never>;

/**
 * The commodity wizard as the engine runs it so far (issue 28): what its pages read is the flow's
 * `load`; the file categories need the commodity or draft token, so they come with the load when
 * the tab holds one and again once step 1 obtains it (`credential.reload`). Its forms, steps done,
 * files and agreements are the engine's run; the contracts' pages are the engine's. Its steps are
 * still sent, and its draft kept, by the wizard's sagas, which put `flowReload` after step 1.
 */
export const commodityFlow = defineFlow<CommodityContext, CommodityLoaded>({
  name: COMMODITY,
  guard: 'guest',
  // Kept as a server draft with a copy on the device, by the wizard's own sagas so far (sagas/drafts.ts).
  draft: 'server',
  contextOf: () => ({}),
  queryOf: () => ({}),
  invalidLinkText: '此申請連結無效，請重新開始申請。',
  load: async () => {
    const [plans, midClause, fileCategories] = await Promise.all([
      fetchInterestPlans(),
      fetchMidClause(),
      applicantToken() ? fetchFileCategories() : null,
    ]);
    return { plans, midClause, fileCategories };
  },
  steps: COMMODITY_FLOW.steps,
  finish: COMMODITY_FLOW.finish,
  // The draft's stored files come with the categories; a category taking several appends (§4).
  files: {
    of: ({ fileCategories }) => fileCategories?.flatMap((category) => category.clientFiles) ?? null,
    stored: (files, file, loaded) => {
      const category = loaded?.fileCategories?.find((c) => String(c.id) === file.fileCategoryId);
      return withStoredFile(files, file, (category?.maxOnApply ?? 1) > 1);
    },
  },
  credential: {
    obtainedAt: 'identity',
    isLive: () => applicantToken() !== null,
    clear: () => {
      clearCommodityToken();
      clearDraftToken();
    },
    lapsedText: '憑證已過期，請重新下單。',
    reload: async (_ctx, loaded) => ({ ...loaded, fileCategories: await fetchFileCategories() }),
  },
  // The contracts' signatures go with the application's files.
  formContext: (_ctx, _loaded, dispatch) => ({ uploadFile: createFileUploader({ dispatch }) }),
});

/** The key of the wizard's one context (it has no link query). */
const COMMODITY_CONTEXT_KEY = JSON.stringify(commodityFlow.queryOf({}));

/** Opens the wizard's flow (its load runs once); `reload`: 重試 after a failed load. */
export const commodityFlowStarted = (reload = false) =>
  flowStarted(COMMODITY, {}, COMMODITY_CONTEXT_KEY, reload);
