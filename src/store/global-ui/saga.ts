import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { connectivityChanged } from './actions';

/** A channel of the window's online/offline events (true: online). */
export function connectivityChannel(target: Window = window): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}

/** Feeds the browser's connectivity into the store for the offline banner. */
export function* globalUiSaga(target: Window = window) {
  const channel: EventChannel<boolean> = yield call(connectivityChannel, target);
  try {
    // Every change counts, in order: a blocking take loop rather than takeLatest.
    while (true) {
      const online: boolean = yield take(channel);
      yield put(connectivityChanged(online));
    }
  } finally {
    channel.close();
  }
}
