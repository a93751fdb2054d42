import { call, delay, put, select } from 'redux-saga/effects';
import { toServerFailure } from '../store/server-failure';
import { flowDefinition, type FlowDefinition, type FlowDraft } from './flow-definition';
import {
  flowDraftSaved,
  flowDraftSaveFailed,
  flowDraftSaveStarted,
  selectFlow,
  type FlowRunState,
  type WithStepFlows,
} from './slice';

/** How long typing rests before a `server` flow's draft is saved (a flow may set serverDraft.delayMs). */
export const SERVER_DRAFT_DELAY_MS = 1500;

/** A server draft as the flow opens with it: the forms to put back and the step to resume at. */
export interface ResumedDraft {
  restored: FlowDraft | null;
  resumeAt: string | null;
}

/**
 * Loads the server's draft of a `server` flow for this context. The flow resumes at the first step
 * the draft has not done, when it has done any (a fresh draft opens where the member asked).
 */
export function* loadServerDraft(definition: FlowDefinition, ctx: unknown, loaded: unknown) {
  const options = definition.serverDraft;
  if (definition.draft !== 'server' || !options) return { restored: null, resumeAt: null } as ResumedDraft;
  const draft: FlowDraft | null = yield call(options.load, ctx, loaded);
  const completed = draft?.completed ?? [];
  const open = definition.steps.find((step) => !completed.includes(step.key));
  const resumeAt = completed.length > 0 && open ? open.key : null;
  return { restored: draft, resumeAt } as ResumedDraft;
}

/** Saves a `server` flow's draft as it stands now; a failure is shown by the draft status, not thrown. */
export function* saveServerDraft(flow: string) {
  const options = flowDefinition(flow).serverDraft;
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  if (!options || state.finished || state.load.status !== 'success') return;
  const { revision } = state.draftSync;
  yield put(flowDraftSaveStarted(flow));
  try {
    yield call(options.save, { forms: state.forms, completed: state.completed }, state.ctx, state.loaded);
    yield put(flowDraftSaved(flow, new Date().toISOString(), revision));
  } catch (error) {
    yield put(flowDraftSaveFailed(flow, toServerFailure(error, '草稿儲存失敗，請稍後再試')));
  }
}

/** Typing in a `server` flow: the draft is saved once typing rests (the caller takes the latest). */
export function* keepServerDraft(flow: string) {
  yield delay(flowDefinition(flow).serverDraft?.delayMs ?? SERVER_DRAFT_DELAY_MS);
  yield call(saveServerDraft, flow);
}
