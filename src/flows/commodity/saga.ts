import { all, call } from 'redux-saga/effects';
import { wizardRunSaga } from './sagas/wizard-run';
import { startOverSaga } from './sagas/start-over';
import { identitySaga } from './sagas/identity';
import { submitSaga } from './sagas/submit';
import { queuedCommodityFilesSaga } from './uploads/queued-files-saga';
import { offlineRecoverySaga } from './sagas/offline-recovery';

/**
 * The commodity wizard's root saga (registered as `commodity` in src/store/root-saga.ts): each
 * concern's watchers in its own file under sagas/, started side by side. Typing, reconnecting,
 * this device's copy and steps 2–4 are the engine's (the server draft, commodity-draft.ts).
 */
export function* commoditySaga() {
  yield all([
    call(identitySaga),
    call(startOverSaga),
    call(wizardRunSaga),
    call(submitSaga),
    // Files picked offline join the application once stored.
    call(queuedCommodityFilesSaga),
    // Its offline copies kept current, and refreshed when the network returns.
    call(offlineRecoverySaga),
  ]);
}
