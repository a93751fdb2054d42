import { call, delay, put, select } from 'redux-saga/effects';
import { browserOffline } from '../api/network-failure';
import type { ServerFieldError } from '../forms/server-errors';
import type { connectivityChanged } from '../store/global-ui/actions';
import { OFFLINE_MESSAGE, toServerFailure, type ServerFailure } from '../store/server-failure';
import {
  flowDefinition,
  initialForms,
  type FlowDefinition,
  type FlowDraft,
  type FormData,
} from './flow-definition';
import {
  flowDraftRestored,
  flowDraftSaved,
  flowDraftSaveFailed,
  flowDraftSaveStarted,
  isDraftUnsynced,
  selectFlow,
  type FlowRunState,
  type StepFlowsState,
  type WithStepFlows,
} from './slice';
import { clearTabCopy, mergedDraft, readTabCopy, writeTabCopy, type TabCopy } from './tab-copy';

/** How long typing rests before a `server` flow's draft is saved (a flow may set serverDraft.delayMs). */
export const SERVER_DRAFT_DELAY_MS = 1500;

/**
 * A server draft as the flow opens with it: the forms to put back, the step to resume at, and
 * whether they hold edits the server has not got (this device's copy won: they are saved).
 */
export interface ResumedDraft {
  restored: FlowDraft | null;
  resumeAt: string | null;
  unsynced: boolean;
}

const NO_DRAFT: ResumedDraft = { restored: null, resumeAt: null, unsynced: false };

/** Whether the flow's calls may go now: it has no credential, or this tab holds it live. */
const credentialLive = (definition: FlowDefinition) => definition.credential?.isLive() ?? true;

/**
 * Whether the run holds the credential: live in this tab, and obtained by this run (its step is
 * done). A token the tab still holds for an earlier applicant (the member chose to start over with
 * another ID number) is not this run's: nothing typed now may be saved into that applicant's draft.
 */
const credentialHeld = (definition: FlowDefinition, state: FlowRunState) =>
  credentialLive(definition) &&
  (!definition.credential || state.completed.includes(definition.credential.obtainedAt));

/** How a draft save ended: saved (without the fields the server refused), skipped, or failed. */
export type DraftSaveOutcome =
  { ok: true; refused: ServerFieldError[] } | { ok: false; failure: ServerFailure; error: unknown };

const OFFLINE: ServerFailure = { status: null, code: null, message: OFFLINE_MESSAGE, fieldErrors: [] };

/** The steps in the flow's order (a draft's and a copy's lists joined). */
const inStepOrder = (definition: FlowDefinition, keys: readonly string[]) =>
  definition.steps.map((step) => step.key).filter((key) => keys.includes(key));

/**
 * Loads the server's draft of a `server` flow for this context, with this device's copy
 * (TabCopyOptions) of the forms' owner (`forms`; none named yet: the last copy written). The flow
 * resumes at the first step the draft has not done, when it has done any. Before the credential
 * is obtained the server's draft cannot be read: the copy only fills the forms in, and its steps
 * are done again (the draft comes once the credential is obtained, resumeWithCredential). When the
 * server's draft cannot be read (offline), the copy alone opens the flow.
 */
export function* loadServerDraft(
  definition: FlowDefinition,
  ctx: unknown,
  loaded: unknown,
  forms: Record<string, FormData> = {},
) {
  const options = definition.serverDraft;
  if (definition.draft !== 'server' || !options) return NO_DRAFT;
  const copy: TabCopy | null = options.tabCopy
    ? yield call(readTabCopy, definition.name, options.tabCopy.ownerOf(forms))
    : null;
  if (!credentialLive(definition)) {
    const restored = copy ? { forms: copy.forms, completed: [] } : null;
    return { restored, resumeAt: null, unsynced: copy?.unsynced ?? false } as ResumedDraft;
  }
  let server: FlowDraft | null;
  try {
    server = yield call(options.load, ctx, loaded);
  } catch {
    // Offline (or a passing fault): this device's copy opens the flow as it was left, steps done
    // and all; the server's draft is saved from it once there is a network.
    if (!copy) return NO_DRAFT;
    const restored: FlowDraft = { forms: copy.forms, completed: inStepOrder(definition, copy.completed) };
    return { restored, resumeAt: null, unsynced: copy.unsynced } as ResumedDraft;
  }
  const { draft, unsynced } = mergedDraft(server, copy, definition.credential?.obtainedAt ?? null);
  if (!draft) return NO_DRAFT;
  const completed = inStepOrder(definition, draft.completed);
  const open = definition.steps.find((step) => !completed.includes(step.key));
  const resumeAt = completed.length > 0 && open ? open.key : null;
  const restored: FlowDraft = { forms: draft.forms, completed, formRevisions: server?.formRevisions };
  return { restored, resumeAt, unsynced } as ResumedDraft;
}

/**
 * The credential was just obtained (its step sent): the server's draft of this owner, merged with
 * this device's copy, replaces every other step's forms, so nothing of an earlier applicant on this
 * device stays. A draft that cannot be read keeps the forms as they are and says so in the status.
 * Answers the draft as it was resumed (null: it could not be read).
 */
export function* resumeWithCredential(flow: string, obtainedAt: string) {
  const definition = flowDefinition(flow);
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  try {
    const resumed: ResumedDraft = yield call(
      loadServerDraft,
      definition,
      state.ctx,
      state.loaded,
      state.forms,
    );
    const initial = initialForms(definition, state.loaded, state.ctx);
    const forms = { ...initial, ...resumed.restored?.forms, [obtainedAt]: state.forms[obtainedAt] ?? {} };
    const completed = inStepOrder(definition, [...state.completed, ...(resumed.restored?.completed ?? [])]);
    yield put(flowDraftRestored(flow, { forms, completed }, resumed.unsynced));
    return resumed;
  } catch (error) {
    yield put(flowDraftSaveFailed(flow, toServerFailure(error, '草稿載入失敗，請稍後再試')));
    return null;
  }
}

/**
 * Writes a `server` flow's copy on this device (TabCopyOptions), marked unsynced while the server
 * has not got its newest edits. Before the credential the steps done and the mark are the kept
 * copy's (none kept: no step done, nothing unsynced): whether the server's draft is behind is not
 * known until it loads.
 */
export function* writeServerTabCopy(flow: string) {
  const definition = flowDefinition(flow);
  const options = definition.serverDraft?.tabCopy;
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  if (!options || state.finished || state.load.status !== 'success') return;
  const live = credentialHeld(definition, state);
  const kept: TabCopy | null = live ? null : yield call(readTabCopy, flow, options.ownerOf(state.forms));
  // Before the credential only the obtaining step can be typed, which the resume keeps as typed:
  // that is no edit the server's draft lacks (marked so, the copy would win over the server's).
  const unsynced = live ? isDraftUnsynced(state) : (kept?.unsynced ?? false);
  yield call(writeTabCopy, flow, options, {
    forms: state.forms,
    completed: kept?.completed ?? state.completed,
    unsynced,
  });
}

/**
 * Forgets the copy of the flow's forms' owner (the flow was sent), or, the forms already emptied
 * (it starts over), the last copy written.
 */
export function* clearServerTabCopy(flow: string) {
  const options = flowDefinition(flow).serverDraft?.tabCopy;
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  if (options) yield call(clearTabCopy, flow, options.ownerOf(state.forms));
}

/**
 * Saves a `server` flow's draft as it stands now (`completing`: with that step done, a step sent by
 * saving the draft), without the values the forms' own rules refuse;
 * a failure is shown by the draft status and answered, not thrown. Nothing is sent before the run
 * holds the credential (this device's copy keeps the edits meanwhile), nor offline (the status says so,
 * and the connection's return saves it).
 */
export function* saveServerDraft(flow: string, { completing }: { completing?: string } = {}) {
  const definition = flowDefinition(flow);
  const options = definition.serverDraft;
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  const skipped: DraftSaveOutcome = { ok: true, refused: [] };
  if (!options || state.finished || state.load.status !== 'success' || !credentialHeld(definition, state))
    return skipped;
  const { revision } = state.draftSync;
  yield put(flowDraftSaveStarted(flow));
  let outcome: DraftSaveOutcome;
  if (browserOffline()) {
    yield put(flowDraftSaveFailed(flow, OFFLINE));
    outcome = { ok: false, failure: OFFLINE, error: null };
  } else {
    try {
      // Imported when first needed: the form engine's validators stay out of the app's entry.
      const { formsWithoutRefusedValues }: typeof import('./draft-values') = yield call(
        () => import(/* webpackChunkName: "draft-values" */ './draft-values'),
      );
      const forms = formsWithoutRefusedValues(definition, state.forms);
      const refused: ServerFieldError[] | void = yield call(
        options.save,
        {
          forms,
          completed: completing ? inStepOrder(definition, [...state.completed, completing]) : state.completed,
        },
        state.ctx,
        state.loaded,
      );
      yield put(flowDraftSaved(flow, new Date().toISOString(), revision));
      outcome = { ok: true, refused: refused ?? [] };
    } catch (error) {
      const failure = toServerFailure(error, '草稿儲存失敗，請稍後再試');
      yield put(flowDraftSaveFailed(flow, failure));
      outcome = { ok: false, failure, error };
    }
  }
  yield call(writeServerTabCopy, flow);
  return outcome;
}

/**
 * Typing in a `server` flow: the draft is saved once typing rests (the caller takes the latest),
 * unless the server has it all by then (a step's save, or a draft resumed, took it meanwhile).
 */
export function* keepServerDraft(flow: string) {
  yield delay(flowDefinition(flow).serverDraft?.delayMs ?? SERVER_DRAFT_DELAY_MS);
  const state: FlowRunState = yield select((s: WithStepFlows) => selectFlow(s, flow));
  if (isDraftUnsynced(state)) yield call(saveServerDraft, flow);
}

/** The connection is back: every `server` flow with edits the server has not got saves them now. */
export function* saveUnsyncedDrafts({ payload: online }: ReturnType<typeof connectivityChanged>) {
  if (!online) return;
  const flows: StepFlowsState = yield select((s: WithStepFlows) => s.stepFlows);
  for (const [flow, run] of Object.entries(flows))
    if (flowDefinition(flow).draft === 'server' && isDraftUnsynced(run)) yield call(saveServerDraft, flow);
}
