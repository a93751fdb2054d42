import { actionChannel, call, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Channel } from 'redux-saga';
import { applicantToken } from '../../../api/commodity-token';
import { keepFileCategoriesListing } from '../../../api/v2/commodity-files';
import type { ClientFile } from '../../../api/v2/types/common';
import type { connectivityChanged } from '../../../store/global-ui/actions';
import { flowReload, type FlowRunState } from '../../../step-flow/slice';
import { COMMODITY, commodityFlowStarted } from '../commodity-flow';
import { selectCommodityFiles, selectCommodityRun } from '../selectors';

type FilesChanged = { type: string; payload: { flow: string } };

/**
 * The run's files changed by a reply (stored, removed, listed anew): the device's copy of the file
 * categories says so too, so a reload offline shows the uploads and signatures the server holds
 * rather than the list of the last GET (often step 1's, with nothing in it).
 */
function* keepFilesForOffline({ payload }: FilesChanged) {
  if (payload.flow !== COMMODITY) return;
  const files: ClientFile[] = yield select(selectCommodityFiles);
  try {
    yield call(keepFileCategoriesListing, files);
  } catch {
    // A full or refused storage only loses the offline copy, never the files on the server.
  }
}

/**
 * Back online: what the wizard showed from the device's copies, or could not load at all, is asked
 * of the server again (the file categories with the stored files and signatures, fresh links),
 * so the member never has to reload the page for it.
 */
function* refreshWhenOnline({ payload: online }: ReturnType<typeof connectivityChanged>) {
  if (!online) return;
  const run: FlowRunState = yield select(selectCommodityRun);
  if (run.load.pending) return;
  if (run.load.status === 'fail') yield put(commodityFlowStarted(true));
  else if (run.load.status === 'success' && applicantToken()) yield put(flowReload(COMMODITY));
}

/** The wizard's offline copies kept current, and refreshed once the network returns. */
export function* offlineRecoverySaga() {
  // takeLatest: a flapping connection needs only the newest refresh.
  yield takeLatest('ui/CONNECTIVITY_CHANGED', refreshWhenOnline);
  // One write at a time, in order (blocking loop): each reads and rewrites the copy, so two at
  // once could leave the older list last.
  const changes: Channel<FilesChanged> = yield actionChannel([
    'stepFlow/FILE_STORED',
    'stepFlow/FILE_REMOVED',
    'stepFlow/FILES_LISTED',
  ]);
  while (true) {
    const change: FilesChanged = yield take(changes);
    yield call(keepFilesForOffline, change);
  }
}
