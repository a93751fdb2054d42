import { all, call } from 'redux-saga/effects';
import { wizardRunSaga } from './sagas/wizard-run';
import { draftsSaga } from './sagas/drafts';
import { identitySaga } from './sagas/identity';
import { submitSaga } from './sagas/submit';
import { queuedCommodityFilesSaga } from './uploads/queued-files-saga';

/**
 * The commodity wizard's root saga (registered as `commodity` in src/store/root-saga.ts): each
 * concern's watchers in its own file under sagas/, started side by side. Typing, reconnecting and
 * this device's copy are the engine's server draft (commodity-draft.ts).
 */
export function* commoditySaga() {
  yield all([
    call(identitySaga),
    call(draftsSaga),
    call(wizardRunSaga),
    call(submitSaga),
    // Files picked offline join the application once stored (issue 29).
    call(queuedCommodityFilesSaga),
  ]);
}
