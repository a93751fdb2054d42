import { call, put, select, take } from 'redux-saga/effects';
import { toServerFailure } from '../store/server-failure';
import { flowDefinition } from './flow-definition';
import {
  flowReload,
  flowReloaded,
  flowReloadFailed,
  selectFlow,
  type FlowRunState,
  type WithStepFlows,
} from './slice';

const settledLoadOf =
  (flow: string) =>
  (action: { type: string; payload?: { flow?: string } }): boolean =>
    (action.type === 'stepFlow/LOADED' || action.type === 'stepFlow/LOAD_FAILED') &&
    action.payload?.flow === flow;

/**
 * RELOAD: what needs the flow's credential is loaded again (credential.reload) on what was loaded.
 * A load under way is waited for (it may have started before the credential); a flow not loaded
 * has nothing to add to (the load to come runs with the credential, its failure shows with 重試).
 */
export function* reloadWithCredential(action: ReturnType<typeof flowReload>) {
  const { flow } = action.payload;
  const reload = flowDefinition(flow).credential?.reload;
  let state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  if (state.load.pending) {
    yield take(settledLoadOf(flow));
    state = yield select((s: WithStepFlows) => selectFlow(s, flow));
  }
  if (!reload || state.load.status !== 'success') {
    yield put(flowReloaded(flow));
    return;
  }
  try {
    const loaded: unknown = yield call(reload, state.ctx, state.loaded);
    yield put(flowReloaded(flow, loaded));
  } catch (error) {
    yield put(flowReloadFailed(flow, toServerFailure(error, '資料載入失敗，請稍後再試')));
  }
}
