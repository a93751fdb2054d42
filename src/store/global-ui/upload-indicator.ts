import { buffers, channel, type Task } from 'redux-saga';
import { call, cancel, fork, put, take } from 'redux-saga/effects';
import type { UploadProgressCallback } from '../../api/upload-progress';
import { uploadFinished, uploadProgressed } from './actions';

/**
 * Runs an upload inside a saga with the global 檔案上傳中，請稍候！ indicator: `start` receives a
 * progress callback (pass it to the endpoint's `withUploadProgress`), each percentage reaches the
 * store, and the indicator goes away however the upload ends (done, failed or cancelled).
 * Usage: `const reply = yield call(withUploadIndicator, (onProgress) => uploadFile(file, onProgress));`
 */
export function* withUploadIndicator<T>(start: (onProgress: UploadProgressCallback) => Promise<T>) {
  // Only the latest percentage matters; older ones may be dropped when the UI lags.
  const progress = channel<number>(buffers.sliding(1));
  const forwarder: Task = yield fork(function* forwardProgress() {
    while (true) {
      const percent: number = yield take(progress);
      yield put(uploadProgressed(percent));
    }
  });
  try {
    yield put(uploadProgressed(0));
    const result: T = yield call(start, (percent: number) => progress.put(percent));
    return result;
  } finally {
    yield cancel(forwarder);
    progress.close();
    yield put(uploadFinished());
  }
}
