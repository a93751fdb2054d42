import { applicantToken, clearCommodityToken, clearDraftToken } from '../../api/commodity-token';
import { fetchFileCategories } from '../../api/v2/commodity-files';
import { fetchInterestPlans } from '../../api/v2/interest-plans';
import { fetchMidClause } from '../../api/v2/reference';
import { defineFlow } from '../../step-flow/flow-definition';
import { flowStarted } from '../../step-flow/slice';
import { commodityServerDraft } from './commodity-draft';
import { COMMODITY_FLOW } from './commodity-steps';
import type { CommodityContext, CommodityLoaded } from './commodity-loaded';
import { COMMODITY } from './flow-name';
import { withStoredFile } from './model/stored-files';
import { createFileUploader } from './uploads/file-uploader';

export { COMMODITY, CONFIRM_STEP } from './flow-name';
export { COMMODITY_FLOW, COMMODITY_STEP_PATHS, stepKeyOf, stepNumberOf } from './commodity-steps';
export type { CommodityContext, CommodityLoaded } from './commodity-loaded';

/**
 * The commodity wizard as the engine runs it so far: what its pages read is the flow's
 * `load`; the file categories need the commodity or draft token, so they come with the load when
 * the tab holds one and again once step 1 obtains it (`credential.reload`). Its forms, steps done,
 * files and agreements are the engine's run; its draft is the engine's server draft with a copy on
 * the device (commodity-draft.ts); the contracts' pages are the engine's. Its steps are still sent
 * by the wizard's sagas, which put `flowReload` and resume the draft after step 1.
 */
export const commodityFlow = defineFlow<CommodityContext, CommodityLoaded>({
  name: COMMODITY,
  guard: 'guest',
  // Saved as the member's or new member's draft while typing, with a copy on the device.
  draft: 'server',
  serverDraft: commodityServerDraft,
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
