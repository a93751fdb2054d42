import { put, takeEvery } from 'redux-saga/effects';
import { flowFilesListed } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';
import { applicationCleared, draftDeleteActions, draftLoadActions, type LoadedDraft } from '../actions';

/**
 * The draft's files the wizard's own sagas learn are the flow's (it keeps the files): a loaded
 * draft's; none after starting over or for a new application. takeEvery: each told in its order.
 */
export function* draftFilesSaga() {
  yield takeEvery(
    [draftLoadActions.SUCCESS, draftDeleteActions.SUCCESS, applicationCleared().type],
    function* listFiles({ type, payload }: { type: string; payload?: LoadedDraft | null }) {
      if (type !== draftLoadActions.SUCCESS) yield put(flowFilesListed(COMMODITY, []));
      else if (payload) yield put(flowFilesListed(COMMODITY, payload.files));
    },
  );
}
