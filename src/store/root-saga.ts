import { all, call, spawn } from 'redux-saga/effects';
import { authSaga } from '../flows/auth/saga';
import { commoditySaga } from '../flows/commodity/saga';
import { memberSaga } from '../flows/member/saga';
import { newsSaga } from '../flows/news/saga';
import { ordersSaga } from '../flows/orders/saga';
import { paymentsSaga } from '../flows/payments/saga';
import { shareSaga } from '../flows/share/saga';
import { stepFlowSaga } from '../step-flow/saga';
import { globalUiSaga } from './global-ui/saga';
import { sessionSaga } from './session/saga';

/** A flow's root saga (its watchers). */
export type FlowSaga = () => Generator;

/** How often a crashed flow saga is started again before it is left dead (a crash at start would loop). */
export const MAX_RESTARTS = 3;

/** Every saga of the app by name; flows add one line each (`['<flow>', <flow>Saga],`). */
export const flowSagas: ReadonlyArray<readonly [string, FlowSaga]> = [
  ['globalUi', globalUiSaga],
  ['session', sessionSaga],
  ['stepFlows', stepFlowSaga],
  // flow sagas: one line each
  ['auth', authSaga],
  ['commodity', commoditySaga],
  ['member', memberSaga],
  ['news', newsSaga],
  ['orders', ordersSaga],
  ['payments', paymentsSaga],
  ['share', shareSaga],
];

/**
 * Runs one flow saga detached from the others; an uncaught error is logged and the saga is
 * restarted, so one broken flow never stops login, logout or the offline banner.
 */
export function* keepAlive(name: string, saga: FlowSaga) {
  for (let restarts = 0; restarts <= MAX_RESTARTS; restarts += 1) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      console.error(`saga "${name}" crashed (restart ${restarts + 1} of ${MAX_RESTARTS})`, error);
    }
  }
  console.error(`saga "${name}" crashed too often and stays stopped`);
}

/** The root saga: each flow saga spawned (not forked), so a crash does not cancel its siblings. */
export function* rootSaga(sagas: ReadonlyArray<readonly [string, FlowSaga]> = flowSagas) {
  yield all(sagas.map(([name, saga]) => spawn(keepAlive, name, saga)));
}
