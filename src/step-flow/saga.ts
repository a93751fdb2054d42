import type { EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  fork,
  put,
  race,
  select,
  spawn,
  take,
  takeEvery,
  takeLatest,
  takeLeading,
} from 'redux-saga/effects';
import { browserOffline, onlineAgain } from '../api/network-failure';
import { hasOfflineStorage } from '../api/offline/offline-db';
import { pageLeavingChannel } from '../api/offline/page-leaving';
import { pageQueue } from '../api/offline/queue/page-queue';
import { connectivityChanged } from '../store/global-ui/actions';
import { toServerFailure } from '../store/server-failure';
import { allContractsDone, CONTRACTS_PENDING_TEXT } from './contract/step-contracts';
import { flowDefinition, initialForms, stepOf, StepRefusal, type FlowDefinition } from './flow-definition';
import { sendStepByDraft, sentByDraft, type DraftSentStep } from './draft-sent-step';
import { clearLocalDraft, readLocalDraft, type LocalFlowDraft } from './local-draft';
import { queueStepSend, runStepSend, stepSendGroup, stepSendWaiting } from './queued-send';
import { queuedStepSendsSaga } from './queued-send-saga';
import { reloadWithCredential } from './reload-saga';
import {
  clearServerTabCopy,
  keepServerDraft,
  loadServerDraft,
  saveServerDraft,
  saveUnsyncedDrafts,
  writeServerTabCopy,
  type ResumedDraft,
} from './server-draft-saga';
import {
  flowDraftRestored,
  flowHydrated,
  flowTakenOver,
  flowLoaded,
  flowLoadFailed,
  flowLoadStarted,
  flowStarted,
  flowStepFailed,
  flowStepQueued,
  flowStepSubmitted,
  flowReset,
  flowFormChanged,
  selectFlow,
  type FlowRunState,
  type WithStepFlows,
} from './slice';
import { afterStepSaved, deriveForms, writeDraft, type SaveOutcome } from './step-saved';
import { queuedStepFilesSaga } from './uploads/queued-files-saga';

/** How long typing rests before the flow's draft is written to the device. */
export const LOCAL_DRAFT_DELAY_MS = 300;

/**
 * START: loads the flow for its context, unless that context is loaded (or loading) already. Run
 * on its own by the server's render of a guest link (src/app/prerender/render-with-data.tsx).
 */
export function* startFlow(action: ReturnType<typeof flowStarted>) {
  const { flow, ctx, contextKey, reload } = action.payload;
  const definition = flowDefinition(flow);
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  const same = state.contextKey === contextKey;
  if (same && state.load.pending) return;
  if (same && state.load.status === 'success' && !reload) return;
  yield put(flowLoadStarted(flow, ctx, contextKey));
  try {
    const loaded: unknown = yield call(definition.load, ctx);
    const server: ResumedDraft = yield call(loadServerDraft, definition, ctx, loaded, state.forms);
    const restored: LocalFlowDraft | null =
      definition.draft === 'local' ? yield call(readLocalDraft, flow, contextKey) : server.restored;
    const initial = initialForms(definition, loaded, ctx);
    yield put(flowLoaded(flow, loaded, initial, restored, server.resumeAt, server.unsynced));
    yield call(deriveForms, definition);
    // This device's copy held edits the server never got: they go now (with a live credential).
    if (server.unsynced) yield spawn(saveServerDraft, flow);
  } catch (error) {
    yield put(flowLoadFailed(flow, toServerFailure(error, '資料載入失敗，請稍後再試')));
  }
}

/**
 * What the link loads, fetched once more in the background after a take-over: the page had it in
 * its HTML, but the API client keeps each reply for an offline visit (last-replies.ts) only when it
 * fetches it. What it answers is not used (the page already shows it); a failure changes nothing.
 */
function* keepForOffline(definition: FlowDefinition, ctx: unknown) {
  try {
    yield call(definition.load, ctx);
  } catch {
    // Offline now, or the link refused since: the page shows what the HTML had.
  }
}

/**
 * HYDRATED: the page came with its data from the server. Once the app has taken the page over
 * (TAKEN_OVER: not before, the page must first be the HTML it takes over), the link is fetched in the
 * background for offline visits, and a `local` flow's draft kept on this device (read at once, in
 * parallel) is put back over it. What the form reported as it mounted is not typing: the draft wins;
 * what was typed before the take-over is handed in after it.
 */
function* restoreOnDevice(action: ReturnType<typeof flowHydrated>) {
  const { flow, run } = action.payload;
  const definition = flowDefinition(flow);
  const local = definition.draft === 'local' && run.contextKey !== null;
  const takenOver = (taken: { type: string; payload?: { flow?: string } }) =>
    taken.type === flowTakenOver(flow).type && taken.payload?.flow === flow;
  const [draft]: [LocalFlowDraft | null, unknown] = yield all([
    local ? call(readLocalDraft, flow, run.contextKey ?? '') : null,
    take(takenOver),
  ]);
  yield spawn(keepForOffline, definition, run.ctx);
  if (!draft) return;
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  const forms = { ...state.forms, ...draft.forms };
  const completed = state.completed.length > 0 ? state.completed : draft.completed;
  yield put(flowDraftRestored(flow, { forms, completed }, false));
  yield call(deriveForms, definition);
}

/**
 * STEP_SUBMITTED: sends the step's requests (`send`), then goes to the next step (or the finish
 * page); a `server` flow's step with nothing of its own to send is sent by saving the draft
 * (draft-sent-step.ts). Pressed offline, the requests wait in the offline queue (queued-send-saga.ts
 * finishes them), and only once: pressed again while they wait, nothing more is queued. Where the
 * device keeps no queue, a send pressed offline waits in the page for the network.
 */
function* submitStep(action: ReturnType<typeof flowStepSubmitted>) {
  const { flow, step: key, data } = action.payload;
  const definition = flowDefinition(flow);
  const { step } = stepOf(definition, key);
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  const input = { data, ctx: state.ctx, loaded: state.loaded, forms: state.forms };
  if (sentByDraft(definition, step)) {
    const sent: DraftSentStep = yield call(sendStepByDraft, definition, key);
    if (sent.failure) yield put(flowStepFailed(flow, key, sent.failure));
    else yield call(afterStepSaved, flow, key, undefined, { byDraft: { saved: sent.saved } });
    return;
  }
  try {
    // A contract step goes only once each contract is agreed and signed (its button says so too).
    if (step.contracts && !allContractsDone(step.contracts, state.forms[key], state.files))
      throw new StepRefusal(step.contracts.pendingText ?? CONTRACTS_PENDING_TEXT);
    // The send's requests, built once (each drawn signature decoded once); none: sent before, go on.
    const calls = step.send ? step.send.calls(input) : [];
    if (calls.length > 0 && state.contextKey !== null && hasOfflineStorage()) {
      const group = stepSendGroup({ flow, step: key, contextKey: state.contextKey });
      const waiting = stepSendWaiting(pageQueue().items(), group);
      if (waiting || browserOffline()) {
        if (!waiting) yield call(queueStepSend, calls, group);
        yield put(flowStepQueued(flow, key));
        if (definition.draft === 'local') yield spawn(writeDraft, flow);
        return;
      }
    }
    if (calls.length > 0 && browserOffline()) yield call(onlineAgain);
    const outcome: SaveOutcome = step.send ? yield call(runStepSend, step.send, calls, input) : undefined;
    yield call(afterStepSaved, flow, key, outcome);
  } catch (error) {
    const failure =
      error instanceof StepRefusal
        ? { status: null, code: null, message: error.message, fieldErrors: [] }
        : toServerFailure(error, '送出失敗，請稍後再試');
    yield put(flowStepFailed(flow, key, failure));
  }
}

/** Whether `key` names a contract step of the flow (its data are agreements, not typing). */
const isContractStep = (definition: FlowDefinition, key: string) =>
  definition.steps.some((step) => step.key === key && step.contracts !== undefined);

/**
 * FORM_CHANGED: a `local` flow's draft (on the device), or a `server` flow's draft, is written once
 * typing rests, or at once when the page is left or hidden (a fast reload or a closed tab). A
 * contract step's agreements stay on the device: the server's draft does not carry them, and a
 * save started by the last agreement would race the send that follows it.
 */
function* keepDraft(leaving: EventChannel<true>, action: ReturnType<typeof flowFormChanged>) {
  const { flow, step } = action.payload;
  const definition = flowDefinition(flow);
  const policy = definition.draft;
  if (policy === 'server' && definition.serverDraft?.tabCopy) {
    // On the device first (offline, or before the credential, it is the only copy), then the server.
    yield race([delay(LOCAL_DRAFT_DELAY_MS), take(leaving)]);
    yield call(writeServerTabCopy, flow);
  }
  if (policy === 'server' && !isContractStep(definition, step)) yield call(keepServerDraft, flow);
  if (policy !== 'local') return;
  yield race([delay(LOCAL_DRAFT_DELAY_MS), take(leaving)]);
  yield call(writeDraft, flow);
}

/** RESET: the same link starts over; its drafts (tab and server) and credential are dropped, and it loads afresh. */
function* reset(action: ReturnType<typeof flowReset>) {
  const { flow } = action.payload;
  const definition = flowDefinition(flow);
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  if (state.contextKey === null) return;
  yield call(clearLocalDraft, flow, state.contextKey);
  yield call(clearServerTabCopy, flow);
  definition.credential?.clear();
  const discard = definition.draft === 'server' ? definition.serverDraft?.discard : undefined;
  try {
    if (discard) yield call(discard, state.ctx, state.loaded);
  } catch {
    // The draft stays on the server and comes back with the load: nothing typed is lost.
  }
  yield put(flowStarted(flow, state.ctx, state.contextKey, true));
}

/**
 * The one saga every step flow runs on. START is takeEvery (each flow decides for itself, in
 * `startFlow`, whether a load is already under way); a step's submit is takeLeading, so a double tap
 * on 下一步 sends once; draft writing is takeLatest, so only the resting input is written; a
 * reset is takeLeading (a second 重新填寫 while one runs is the same wish); a reload with the
 * credential is takeLatest (only the newest credential's answer counts).
 */
export function* stepFlowSaga() {
  // Files picked offline replace their stand-ins once stored (uploads/queued-files-saga.ts).
  yield fork(queuedStepFilesSaga);
  // A step's send queued offline finishes its step once stored (queued-send-saga.ts).
  yield fork(queuedStepSendsSaga);
  yield takeEvery('stepFlow/START', startFlow);
  yield takeEvery('stepFlow/HYDRATED', restoreOnDevice);
  yield takeLeading('stepFlow/STEP_SUBMITTED', submitStep);
  const leaving: EventChannel<true> = yield call(pageLeavingChannel);
  yield takeLatest('stepFlow/FORM_CHANGED', keepDraft, leaving);
  yield takeLeading('stepFlow/RESET', reset);
  yield takeLatest('stepFlow/RELOAD', reloadWithCredential);
  // The connection is back: edits a `server` draft has not got go (the last change of state counts).
  yield takeLatest(connectivityChanged(true).type, saveUnsyncedDrafts);
}
