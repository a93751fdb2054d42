import type { AxiosRequestConfig } from 'axios';
import { call, put, select } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { saveCommodityDraft, saveNewMemberDraft } from '../../../api/v2/commodity-drafts';
import type { ServerFieldError } from '../../../forms/server-errors';
import { OFFLINE_MESSAGE, toServerFailure, type ServerFailure } from '../../../store/server-failure';
import { toDraft } from '../model/to-draft';
import { loadedForm } from '../../../forms/load-form';
import { refusedValuePaths, withoutPaths } from '../../../forms/refused-values';
import type { CommodityForms } from '../model/form-data';
import { WIZARD_REVISION_STEPS, wizardFormRevisions } from '../model/wizard-revisions';
import { flowDraftSaved, flowDraftSaveFailed, type FlowRunState } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';
import { selectCommodity, selectCommodityRun, selectWizardForms } from '../selectors';
import type { CommodityState } from '../slice';

/** Why a draft is saved (draftSaveActions' reasons). */
export type SaveReason = 'step' | 'typing' | 'reconnect';

/** How a save ended: saved (maybe without fields the server refused), or failed. */
export type SaveOutcome =
  { ok: true; refused: ServerFieldError[] } | { ok: false; failure: ServerFailure; error: unknown };

/** Whether the browser says it is offline (no navigator in node: online). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A failure with no reply from the server at all (offline, server unreachable). */
export function isNetworkFailure(failure: ServerFailure): boolean {
  return failure.status === null;
}

const offlineFailure: ServerFailure = { status: null, code: null, message: OFFLINE_MESSAGE, fieldErrors: [] };

/**
 * The wizard's forms without the values their own schemas refuse (a half-typed phone number): the
 * server would refuse them with a 422 and the draft go a second time without them. A form whose
 * module has not loaded yet is sent whole; the server's refusal still covers it.
 */
function withoutRefusedValues(forms: CommodityForms): CommodityForms {
  const kept = { ...forms };
  for (const { form, name } of WIZARD_REVISION_STEPS) {
    const module = loadedForm(form);
    if (module)
      Object.assign(kept, { [name]: withoutPaths(forms[name], refusedValuePaths(module, forms[name])) });
  }
  return kept;
}

/** `formRevisions` of every draft body this wizard sends. */
export function revisions(): { formRevisions: Record<string, string> } {
  return { formRevisions: wizardFormRevisions() };
}

function saver(state: CommodityState) {
  return state.applicantKind === 'member' ? saveCommodityDraft : saveNewMemberDraft;
}

function failureOf(error: unknown): ServerFailure {
  const failure = toServerFailure(error, '草稿儲存失敗，請稍後再試');
  // One wording for "no connection", whatever layer noticed it (the draft status shows it).
  return isNetworkFailure(failure) ? { ...failure, message: OFFLINE_MESSAGE } : failure;
}

/**
 * Saves the whole application as the draft (isSaveTmp; a member's `/tmp`, a new member's
 * `/jwt-tmp`) and reports it to the engine's draft sync (the draft status reads it). Half-typed values the server refuses (422)
 * are left out and the rest saved again, so one unfinished field never blocks the draft; the
 * refused fields are returned. Offline, nothing is sent and the failure says so. Step saves let
 * the §8 dialogs through only via the caller (see showSkippedOutcome): every save skips them here.
 */
export function* saveDraftNow(_reason: SaveReason) {
  const state: CommodityState = yield select(selectCommodity);
  // No applicant yet, or the application was sent (its tokens are gone): there is no draft to save.
  if (!state.applicantKind || state.submit.data) return { ok: true, refused: [] } as SaveOutcome;
  if (browserOffline()) {
    yield put(flowDraftSaveFailed(COMMODITY, offlineFailure));
    return { ok: false, failure: offlineFailure, error: null } as SaveOutcome;
  }
  const save = saver(state);
  const config: AxiosRequestConfig = SKIP_GLOBAL_ERROR;
  // The forms' revisions this build fills them under (issue 30): a later change is told on resume.
  const run: FlowRunState = yield select(selectCommodityRun);
  const typed: CommodityForms = yield select(selectWizardForms);
  const forms = withoutRefusedValues(typed);
  const body = { ...toDraft(forms, { midClausever: state.midClause?.version }), ...revisions() };
  let refused: ServerFieldError[] = [];
  try {
    try {
      yield call(save, body, config);
    } catch (error) {
      refused = toServerFailure(error, '').fieldErrors;
      if (refused.length === 0) throw error;
      yield call(
        save,
        withoutPaths(
          body,
          refused.map((e) => e.path),
        ),
        config,
      );
    }
    yield put(flowDraftSaved(COMMODITY, new Date().toISOString(), run.draftSync.revision));
    return { ok: true, refused } as SaveOutcome;
  } catch (error) {
    const failure = failureOf(error);
    yield put(flowDraftSaveFailed(COMMODITY, failure));
    return { ok: false, failure, error } as SaveOutcome;
  }
}
