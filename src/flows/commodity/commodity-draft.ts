import type { AxiosRequestConfig } from 'axios';
import { commodityToken } from '../../api/commodity-token';
import { skipGlobalErrorExcept } from '../../api/errors/request-flags';
import {
  fetchCommodityDraft,
  fetchNewMemberDraft,
  saveCommodityDraft,
  saveNewMemberDraft,
} from '../../api/v2/commodity-drafts';
import type { CommodityDraftData } from '../../api/v2/types/commodity';
import { withoutPaths } from '../../forms/refused-values';
import type { ServerFieldError } from '../../forms/server-errors';
import type { FlowDraft, FormData, ServerDraftOptions } from '../../step-flow/flow-definition';
import { toServerFailure } from '../../store/server-failure';
import type { CommodityContext, CommodityLoaded } from './commodity-loaded';
import type { FormStepName } from './model/form-data';
import { fromDraft } from './model/from-draft';
import { midClauseAgreementOf } from './model/mid-clause-agreement';
import { toDraft } from './model/to-draft';
import { wizardFormAnswers } from './model/wizard-form-answers';
import { wizardFormRevisions } from './model/wizard-form-revisions';
import { wizardFormsOf } from './model/wizard-forms';
import { formsWithoutPasswords } from './model/without-passwords';
import { fieldErrorsOfStep } from './sagas/wire-paths';

/** The commodity token lapsed (spec §8): the member must go back to step 1. */
export const COMMODITY_TOKEN_EXPIRED = '001.401';

/**
 * Draft saves stay quiet (offline, a refused half-typed field and a server fault show in the
 * draft status), but for a lapsed token: its §8 dialog takes the member back to step 1.
 */
const DRAFT_SAVE_CONFIG: AxiosRequestConfig = skipGlobalErrorExcept(COMMODITY_TOKEN_EXPIRED);

/** A member applies with the commodity token (`/tmp`), a new member with the draft token (`/jwt-tmp`). */
const memberApplies = () => commodityToken() !== null;

/** The application's forms as the draft body, naming the forms' revisions this build fills them under. */
function draftBody(forms: Readonly<Record<string, FormData>>): CommodityDraftData {
  const midClausever = midClauseAgreementOf(forms)?.version;
  return {
    ...toDraft(wizardFormsOf(forms), { midClausever, formAnswers: wizardFormAnswers(forms) }),
    formRevisions: wizardFormRevisions(),
  };
}

/**
 * Saves the body; fields the server refuses (a 422's details) are left out and the rest saved
 * again, so one unfinished field never blocks the draft. Answers the refused fields (wire paths).
 */
async function saveLeavingOutRefused(body: CommodityDraftData): Promise<ServerFieldError[]> {
  const save = memberApplies() ? saveCommodityDraft : saveNewMemberDraft;
  try {
    await save(body, DRAFT_SAVE_CONFIG);
    return [];
  } catch (error) {
    const refused = toServerFailure(error, '').fieldErrors;
    if (refused.length === 0) throw error;
    await save(
      withoutPaths(
        body,
        refused.map((e) => e.path),
      ),
      DRAFT_SAVE_CONFIG,
    );
    return refused;
  }
}

/**
 * The wizard's server draft (spec §4, isSaveTmp): a member's `/tmp` under the commodity token, a
 * new member's `/jwt-tmp` under the draft token, saved as the member types and at every step
 * (steps 2–4 are sent by it: a field of the step the server refuses keeps the member there), and
 * loaded once step 1 obtains the token (or at start, when the tab still holds one). The server's
 * draft keeps no steps done and no agreements: this device's copy (per ID number, passwords never
 * written) keeps them, with any edit the server has not got.
 */
export const commodityServerDraft: ServerDraftOptions<CommodityContext, CommodityLoaded> = {
  load: async (): Promise<FlowDraft | null> => {
    const draft = memberApplies() ? await fetchCommodityDraft() : await fetchNewMemberDraft();
    if (!draft) return null;
    const forms = fromDraft(draft) as unknown as Record<string, FormData>;
    // A draft from before forms had revisions counts as saved under none (each form is checked).
    return { forms, completed: [], formRevisions: draft.formRevisions ?? {} };
  },
  save: ({ forms }) => saveLeavingOutRefused(draftBody(forms)),
  // The server names fields in the wire body's shape: a step shows those of its own form.
  refusedAt: (refused, step) => fieldErrorsOfStep(refused, step as FormStepName),
  tabCopy: {
    ownerOf: (forms) => wizardFormsOf(forms).identity.idCardNo ?? null,
    kept: (forms) => ({
      ...forms,
      ...(formsWithoutPasswords(wizardFormsOf(forms)) as unknown as Record<string, FormData>),
    }),
  },
};

/**
 * A new member's draft body with step 1 as just the ID number: the first POST opens the draft with
 * it, and starting over empties the draft to it.
 */
export function newMemberDraftBody(forms: Readonly<Record<string, FormData>>, idCardNo: string | undefined) {
  return draftBody({ ...forms, identity: idCardNo ? { idCardNo } : {} });
}
