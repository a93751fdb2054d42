import type { EventChannel } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { flowFormChanged, type StepFlowsState, type WithStepFlows } from '../slice';
import { acknowledgeStored, storedUploads, withPlaceholderReplaced, type StoredUpload } from './queued-files';

/** Puts the stored file where its stand-in is, in whichever flow's step form holds it. */
function* place(upload: StoredUpload) {
  const flows: StepFlowsState = yield select((state: WithStepFlows) => state.stepFlows);
  let placed = false;
  for (const [flow, run] of Object.entries(flows))
    for (const [step, data] of Object.entries(run.forms)) {
      const next = withPlaceholderReplaced(data, upload.placeholder, upload.reply.fileUrl);
      if (!next.found) continue;
      // A change like typing: the flow's draft is kept with the stored file's link.
      yield put(flowFormChanged(flow, step, next.data));
      placed = true;
    }
  return placed;
}

/**
 * The step flows' side of the offline queue: when an upload picked offline is stored,
 * its link replaces the stand-in in the step form (its tile turns from 等待網路 into the file) and
 * the queue forgets it. A reply that comes before the flow's forms are back (a reload, a closed
 * tab) waits for them (stepFlow/LOADED).
 */
export function* queuedStepFilesSaga() {
  const channel: EventChannel<StoredUpload> | null = storedUploads();
  if (!channel) return;
  const waiting = new Map<string, StoredUpload>();
  function* placeOrKeep(upload: StoredUpload) {
    const placed: boolean = yield call(place, upload);
    if (!placed) {
      waiting.set(upload.item.id, upload);
      return;
    }
    waiting.delete(upload.item.id);
    yield call(acknowledgeStored, upload.item);
  }
  // takeEvery: each stored file is placed on its own; a later LOADED tries the ones still waiting.
  yield takeEvery('stepFlow/LOADED', function* retry() {
    for (const upload of [...waiting.values()]) yield call(placeOrKeep, upload);
  });
  while (true) {
    const upload: StoredUpload = yield take(channel);
    yield call(placeOrKeep, upload);
  }
}
