import { all, call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { deleteCommodityDraft, saveNewMemberDraft } from '../../../api/v2/commodity-drafts';
import { deleteCommodityFile } from '../../../api/v2/commodity-files';
import type { ClientFile } from '../../../api/v2/types/common';
import {
  clearServerTabCopy,
  saveServerDraft,
  type DraftSaveOutcome,
} from '../../../step-flow/server-draft-saga';
import { NAVIGATE, type AppNavigate } from '../../../store/navigation';
import { toServerFailure } from '../../../store/server-failure';
import { COMMODITY_TOKEN_EXPIRED, newMemberDraftBody } from '../commodity-draft';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import { selectCommodity, selectCommodityFiles, selectCommodityRun } from '../selectors';
import type { FlowRunState } from '../../../step-flow/slice';
import { draftDeleteActions, stepSaveActions, type CommodityStep, type FormStepName } from '../actions';
import type { CommodityState } from '../slice';
import { showSkippedOutcome } from './skipped-outcome';
import { fieldErrorsOfStep } from './wire-paths';

type Action<P> = { type: string; payload: P };

const STEP_FORMS: Record<CommodityStep, FormStepName | null> = {
  1: 'identity',
  2: 'plan',
  3: 'applicant',
  4: 'product',
  5: null,
};

/**
 * A step's "next": saves the draft (the engine's server draft), marks the step complete and goes
 * on. Offline (no reply at all) the step still completes: the forms are kept on this device and
 * the draft is saved once the connection is back. Fields of this step the server refuses keep the
 * member on the step; another refusal shows its §8 dialog (a lapsed token's came with the call).
 */
function* runStepSave({ payload: step }: Action<CommodityStep>) {
  const outcome: DraftSaveOutcome = yield call(saveServerDraft, COMMODITY);
  const form = STEP_FORMS[step];
  if (outcome.ok) {
    const refused = form ? fieldErrorsOfStep(outcome.refused, form) : [];
    if (refused.length > 0) {
      const message = refused.map((e) => e.message).join('、');
      yield put(stepSaveActions.failure({ status: 422, code: null, message, fieldErrors: refused }));
      return;
    }
  } else if (outcome.failure.status !== null) {
    if (outcome.failure.code !== COMMODITY_TOKEN_EXPIRED) yield* showSkippedOutcome(outcome.error);
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
 * the draft emptied (jwt-tmp has no DELETE). This device's copy goes too; back to step 1 (the
 * token stays, so step 1 opens the same, now empty, draft).
 */
function* runDraftDelete() {
  const state: CommodityState = yield select(selectCommodity);
  const run: FlowRunState = yield select(selectCommodityRun);
  const idCardNo = (run.forms.identity as { idCardNo?: string } | undefined)?.idCardNo;
  try {
    if (state.applicantKind === 'member') {
      yield call(deleteCommodityDraft);
    } else if (state.applicantKind === 'newMember') {
      const files: ClientFile[] = yield select(selectCommodityFiles);
      for (const file of files) yield call(deleteCommodityFile, file.id);
      yield call(saveNewMemberDraft, newMemberDraftBody({}, idCardNo));
    }
  } catch (error) {
    yield put(draftDeleteActions.failure(toServerFailure(error, '草稿刪除失敗，請稍後再試')));
    return;
  }
  yield call(clearServerTabCopy, COMMODITY);
  yield put(draftDeleteActions.success());
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  yield call(navigate, COMMODITY_STEP_PATHS[1]);
}

/** The wizard's step saves and its start-over (typing, reconnect and background saves are the engine's). */
export function* draftsSaga() {
  yield all([
    // takeLeading: a double tap on 下一步 saves and navigates once.
    takeLeading(stepSaveActions.REQUEST, runStepSave),
    // takeLeading: deleting twice at once would race the file deletions.
    takeLeading(draftDeleteActions.REQUEST, runDraftDelete),
  ]);
}
