import { call, put } from 'redux-saga/effects';
import { hasOfflineStorage } from '../../api/offline/offline-db';
import { browserOnline, pageQueue } from '../../api/offline/queue/page-queue';
import { isUnsent, type QueueItem } from '../../api/offline/queue/queue-item';
import { itemsOfThisPage } from '../../api/offline/queue/queue-rules';
import { getDeviceKey } from '../../api/session-cookies';
import { dialogShown, loadingHidden, loadingShown } from '../global-ui/actions';
import { logoutRequested, type QueuedAtLogout } from './actions';

/** The answers of the logout question. */
export const SEND_THEN_LOGOUT = '送出後登出';
export const DISCARD_AND_LOGOUT = '捨棄並登出';

/** The member's items still to go (another member's, left on a shared phone, are not theirs to settle). */
function unsentItems(): QueueItem[] {
  return hasOfflineStorage() ? itemsOfThisPage(pageQueue().items(), getDeviceKey()).filter(isUnsent) : [];
}

/** Asks what to do with the items still to go; the answer comes back as a new logout request. */
function* ask(count: number, why: string) {
  yield put(
    dialogShown({
      kind: 'confirm',
      title: '尚有資料未送出',
      message: `${why}登出後，這台裝置上不會保留任何您的資料。`,
      okText: SEND_THEN_LOGOUT,
      cancelText: DISCARD_AND_LOGOUT,
      okAction: logoutRequested('send'),
      cancelAction: logoutRequested('discard'),
      dismissible: false,
    }),
  );
  return count;
}

/**
 * Before a logout, the offline queue: with items still to go the member is asked
 * (送出後登出 / 捨棄並登出) and the logout waits for the answer; 送出後登出 sends them now (with the
 * member's token, before it is revoked) and logs out only when all went; 捨棄並登出 drops them.
 * Returns whether the logout may go on.
 */
export function* settleQueueBeforeLogout(answer: QueuedAtLogout | undefined) {
  const waiting = unsentItems();
  if (waiting.length === 0) return true;
  if (answer === 'discard') {
    yield call([pageQueue(), pageQueue().discardAll]);
    return true;
  }
  if (answer !== 'send') {
    yield call(ask, waiting.length, `還有 ${waiting.length} 項（照片、簽名或收據）等待送出。`);
    return false;
  }
  if (!browserOnline()) {
    yield call(
      ask,
      waiting.length,
      `目前沒有網路，${waiting.length} 項無法送出；請連上網路後再按「送出後登出」。`,
    );
    return false;
  }
  yield put(loadingShown('資料送出中...'));
  try {
    yield call([pageQueue(), pageQueue().drain], { now: true });
  } finally {
    yield put(loadingHidden());
  }
  const left = unsentItems();
  if (left.length === 0) return true;
  const refusal = left.find((item) => item.refusal)?.refusal?.message;
  yield call(ask, left.length, `仍有 ${left.length} 項未能送出${refusal ? `（${refusal}）` : ''}。`);
  return false;
}
