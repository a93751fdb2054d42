import { all, call, spawn } from 'redux-saga/effects';
import type { FlowSaga } from './store-module';

export type { FlowSaga };

/** How often a crashed flow saga is started again before it is left dead (a crash at start would loop). */
export const MAX_RESTARTS = 3;

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

/** The root saga: each saga spawned (not forked), so a crash does not cancel its siblings. */
export function* rootSaga(sagas: ReadonlyArray<readonly [string, FlowSaga]>) {
  yield all(sagas.map(([name, saga]) => spawn(keepAlive, name, saga)));
}
