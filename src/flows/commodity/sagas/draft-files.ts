import { put, takeEvery } from 'redux-saga/effects';
import { flowFilesListed } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';
import { applicationCleared, draftDeleteActions, draftLoadActions, type LoadedDraft } from '../actions';

type FilesAction = { type: string; payload?: LoadedDraft | null };

/** What the wizard's own sagas learn of the draft's files, told to the flow (it keeps the files). */
function* listFiles({ type, payload }: FilesAction) {
  if (type !== draftLoadActions.SUCCESS) yield put(flowFilesListed(COMMODITY, []));
  else if (payload) yield put(flowFilesListed(COMMODITY, payload.files));
}

/**
 * A loaded draft's files are the application's; starting over or a new application has none.
 * takeEvery: each answer is told in its order (they are quick puts).
 */
export function* draftFilesSaga() {
  yield takeEvery(
    [draftLoadActions.SUCCESS, draftDeleteActions.SUCCESS, applicationCleared().type],
    listFiles,
  );
}
