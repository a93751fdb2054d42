import { buffers, type Channel } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  delay,
  getContext,
  put,
  select,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { deleteCommodityDraft, saveNewMemberDraft } from '../../../api/v2/commodity-drafts';
import { deleteCommodityFile } from '../../../api/v2/commodity-files';
import { connectivityChanged } from '../../../store/global-ui/actions';
import { NAVIGATE, type AppNavigate } from '../../../store/navigation';
import { toServerFailure } from '../../../store/server-failure';
import { clearLocalCopy } from '../local-forms';
import { selectCommodity, selectCommodityFiles, selectWizardForms, selectWizardUnsynced } from '../selectors';
import type { ClientFile } from '../../../api/v2/types/common';
import { flowDraftSaveStarted } from '../../../step-flow/slice';
import {
  draftDeleteActions,
  draftSaveActions,
  isWizardFormChange,
  stepSaveActions,
  type CommodityStep,
  type FormStepName,
} from '../actions';
import type { CommodityState } from '../slice';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import type { CommodityForms } from '../model/form-data';
import { isNetworkFailure, revisions, saveDraftNow, type SaveOutcome, type SaveReason } from './draft-save';
import { COMMODITY_TOKEN_EXPIRED, showSkippedOutcome } from './skipped-outcome';
import { fieldErrorsOfStep } from './wire-paths';

type Action<P> = { type: string; payload: P };

/** How long typing must pause before the draft is saved. */
export const TYPING_SAVE_DELAY_MS = 1500;

const STEP_FORMS: Record<CommodityStep, FormStepName | null> = {
  1: 'identity',
  2: 'plan',
  3: 'applicant',
  4: 'product',
  5: null,
};

/** Runs the queued background saves one at a time; each sends the state as it is when it starts. */
function* backgroundSaves() {
  // A sliding buffer of one: while a save runs, later requests collapse into one more save.
  const requests: Channel<Action<{ reason: SaveReason }>> = yield actionChannel(
    draftSaveActions.REQUEST,
    buffers.sliding(1),
  );
  while (true) {
    const { payload }: Action<{ reason: SaveReason }> = yield take(requests);
    const outcome: SaveOutcome = yield call(saveDraftNow, payload.reason);
    // Offline or refused stays quiet (the draft status shows it); a lapsed token needs step 1 again.
    if (!outcome.ok) yield* showSkippedOutcome(outcome.error, [COMMODITY_TOKEN_EXPIRED]);
  }
}

/** Whether there is a draft to save (step 1 done) and it lacks edits. */
function* hasUnsavedEdits() {
  const state: CommodityState = yield select(selectCommodity);
  const unsynced: boolean = yield select(selectWizardUnsynced);
  return state.applicantKind !== null && unsynced;
}

function* saveAfterTyping() {
  yield delay(TYPING_SAVE_DELAY_MS);
  // Before step 1 there is no token to save with; the local copy keeps the typing meanwhile.
  if (yield* hasUnsavedEdits()) yield put(draftSaveActions.request({ reason: 'typing' }));
}

function* saveOnReconnect({ payload: online }: ReturnType<typeof connectivityChanged>) {
  if (!online) return;
  if (yield* hasUnsavedEdits()) yield put(draftSaveActions.request({ reason: 'reconnect' }));
}

/** A save asked for shows as under way at once (儲存中…), also while an earlier one runs. */
function* showSaving() {
  yield put(flowDraftSaveStarted(COMMODITY));
}

/**
 * A step's "next": saves the draft, marks the step complete and goes on. Offline (no reply at
 * all) the step still completes: the forms are kept in this browser and the draft is saved once
 * the connection is back. Fields of this step the server refuses keep the member on the step.
 */
function* runStepSave({ payload: step }: Action<CommodityStep>) {
  const outcome: SaveOutcome = yield call(saveDraftNow, 'step');
  const form = STEP_FORMS[step];
  if (outcome.ok) {
    const refused = form ? fieldErrorsOfStep(outcome.refused, form) : [];
    if (refused.length > 0) {
      const message = refused.map((e) => e.message).join('、');
      yield put(stepSaveActions.failure({ status: 422, code: null, message, fieldErrors: refused }));
      return;
    }
  } else if (!isNetworkFailure(outcome.failure)) {
    yield* showSkippedOutcome(outcome.error);
    yield put(stepSaveActions.failure(outcome.failure));
    return;
  }
  yield put(stepSaveActions.success(step));
  // Step 5 is left by submitting (submit saga), never by a save.
  if (step === 5) return;
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  yield call(navigate, COMMODITY_STEP_PATHS[(step + 1) as CommodityStep]);
}

/**
 * Starts over: a member's draft is deleted with its files; a new member's files are deleted and
 * the draft emptied (jwt-tmp has no DELETE). The local copy goes too; back to step 1 (the token
 * stays, so step 1 opens the same, now empty, draft).
 */
function* runDraftDelete() {
  const state: CommodityState = yield select(selectCommodity);
  const forms: CommodityForms = yield select(selectWizardForms);
  try {
    if (state.applicantKind === 'member') {
      yield call(deleteCommodityDraft);
    } else if (state.applicantKind === 'newMember') {
      const files: ClientFile[] = yield select(selectCommodityFiles);
      for (const file of files) yield call(deleteCommodityFile, file.id);
      const idCardNo = forms.identity.idCardNo;
      const applicant = idCardNo ? { idCardNo } : undefined;
      yield call(saveNewMemberDraft, { isSaveTmp: true, applicant, ...revisions() });
    }
  } catch (error) {
    yield put(draftDeleteActions.failure(toServerFailure(error, '草稿刪除失敗，請稍後再試')));
    return;
  }
  const idCardNo = forms.identity.idCardNo;
  if (idCardNo) yield call(clearLocalCopy, idCardNo);
  yield put(draftDeleteActions.success());
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  yield call(navigate, COMMODITY_STEP_PATHS[1]);
}

/** The draft watchers: background saves, debounced typing saves, reconnect, step saves, delete. */
export function* draftsSaga() {
  yield all([
    // actionChannel + sliding buffer: saves never overlap, and a burst of requests is one save.
    call(backgroundSaves),
    // takeLatest + delay: a debounce; each keystroke restarts the wait, only the pause saves.
    takeLatest(isWizardFormChange, saveAfterTyping),
    takeEvery(draftSaveActions.REQUEST, showSaving),
    // takeLatest: the last connectivity change is the one that counts.
    takeLatest(connectivityChanged(true).type, saveOnReconnect),
    // takeLeading: a double tap on 下一步 saves and navigates once.
    takeLeading(stepSaveActions.REQUEST, runStepSave),
    // takeLeading: deleting twice at once would race the file deletions.
    takeLeading(draftDeleteActions.REQUEST, runDraftDelete),
  ]);
}
