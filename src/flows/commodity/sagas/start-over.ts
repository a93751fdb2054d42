import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { deleteCommodityDraft, saveNewMemberDraft } from '../../../api/v2/commodity-drafts';
import { deleteCommodityFile } from '../../../api/v2/commodity-files';
import type { ClientFile } from '../../../api/v2/types/common';
import { clearServerTabCopy } from '../../../step-flow/server-draft-saga';
import { NAVIGATE, type AppNavigate } from '../../../store/navigation';
import { toServerFailure } from '../../../store/server-failure';
import { newMemberDraftBody } from '../commodity-draft';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import { selectCommodity, selectCommodityFiles, selectCommodityRun } from '../selectors';
import type { FlowRunState } from '../../../step-flow/slice';
import { draftDeleteActions } from '../actions';
import type { CommodityState } from '../slice';

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

/** The wizard's start-over (its draft's saves and its steps 2–4 are the engine's). */
export function* startOverSaga() {
  // takeLeading: deleting twice at once would race the file deletions.
  yield takeLeading(draftDeleteActions.REQUEST, runDraftDelete);
}
