import { call, getContext, put, select, spawn } from 'redux-saga/effects';
import { NAVIGATE, type AppNavigate } from '../store/navigation';
import { flowDefinition, flowUrl, stepOf, type FlowDefinition, type FormData } from './flow-definition';
import { clearLocalDraft, saveLocalDraft } from './local-draft';
import {
  clearServerTabCopy,
  resumeWithCredential,
  saveServerDraft,
  writeServerTabCopy,
} from './server-draft-saga';
import {
  flowFormsDerived,
  flowReload,
  flowStepSaved,
  selectFlow,
  type FlowRunState,
  type WithStepFlows,
} from './slice';

/** What a step's send answered: fresh data for the next steps, or (last step) the finish page's result. */
export type SaveOutcome = { loaded?: unknown; result?: unknown } | void;

/** Puts every step's derived fields (derivedData) from the flow's current state. */
export function* deriveForms(definition: FlowDefinition) {
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, definition.name));
  const patches: Record<string, FormData> = {};
  for (const step of definition.steps) {
    if (step.derivedData)
      patches[step.key] = step.derivedData({ loaded: state.loaded, ctx: state.ctx, forms: state.forms });
  }
  if (Object.keys(patches).length > 0) yield put(flowFormsDerived(definition.name, patches));
}

/** Writes a `local` flow's forms to the device (not once the flow is finished). */
export function* writeDraft(flow: string) {
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  if (state.contextKey && !state.finished) {
    yield call(saveLocalDraft, flow, state.contextKey, { forms: state.forms, completed: state.completed });
  }
}

/**
 * A step was sent (by 下一步, or from the offline queue once there was a network): the step is
 * done, what it answered is kept, the drafts follow, and the member goes on to the next step or
 * the finish page. `navigate: false` leaves the member where they are (they left the flow meanwhile);
 * `byDraft`: the step was sent by saving the draft (draft-sent-step.ts; `saved`: the server took it
 * with the step done, else it goes once there is a network), so it is not saved again here.
 */
export function* afterStepSaved(
  flow: string,
  key: string,
  outcome: SaveOutcome,
  { navigate = true, byDraft }: { navigate?: boolean; byDraft?: { saved: boolean } } = {},
) {
  const definition = flowDefinition(flow);
  const { index } = stepOf(definition, key);
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  const last = index === definition.steps.length - 1;
  yield put(flowStepSaved(flow, key, { ...(outcome ?? {}), last, draftSaved: byDraft?.saved }));
  yield call(deriveForms, definition);
  const obtained = definition.credential?.obtainedAt === key;
  // The credential was obtained: what needs it is loaded again (credential.reload), and the
  // server's draft (with this device's copy) comes back.
  if (obtained && definition.credential?.reload) yield put(flowReload(flow));
  if (obtained && definition.draft === 'server') yield call(resumeWithCredential, flow, key);
  if (state.contextKey && definition.draft === 'local') {
    // Kept on the device beside the page change (IndexedDB is async): the next step opens at once.
    if (last) yield spawn(clearLocalDraft, flow, state.contextKey);
    else yield spawn(writeDraft, flow);
  }
  if (definition.draft === 'server' && !last && !byDraft) yield call(saveServerDraft, flow);
  // Sent by the draft, whose save wrote the device's copy before the step counted as done: the
  // copy says so now, so a reload opens on the next step.
  if (definition.draft === 'server' && !last && byDraft) yield call(writeServerTabCopy, flow);
  if (definition.draft === 'server' && last) yield call(clearServerTabCopy, flow);
  if (last) definition.credential?.clear();
  if (!navigate) return;
  const go: AppNavigate = yield getContext(NAVIGATE);
  const nextPath = last ? definition.finish.path : definition.steps[index + 1].path;
  go(flowUrl(definition, nextPath, state.ctx));
}
