import { failedCall, idleCall, startedCall, succeededCall } from '../store/call-state';
import * as sync from './draft-sync';
import { filesOnLoad, filesOnStore } from './flow-files';
import { idleFlow, type FlowRunState, type StepFlowAction, type StepFlowsState } from './slice';

/*
 * How the engine's actions (slice.ts) change a flow's state: one reducer for every flow, each action
 * naming the flow it is about.
 */

function reduceFlow(state: FlowRunState, action: StepFlowAction): FlowRunState {
  switch (action.type) {
    case 'stepFlow/LOAD_STARTED': {
      const { ctx, contextKey } = action.payload;
      // Another link starts afresh; what a flow's own saga put in before its first load stays.
      const base = contextKey === state.contextKey || state.contextKey === null ? state : idleFlow;
      return { ...base, ctx, contextKey, load: startedCall() };
    }
    case 'stepFlow/LOADED': {
      const { flow, loaded, initial, restored, resumeAt, unsynced } = action.payload;
      // What the member typed (this session, or a draft) wins over what was loaded.
      const forms = { ...initial, ...restored?.forms, ...state.forms };
      const completed = state.completed.length > 0 ? state.completed : (restored?.completed ?? []);
      const files = filesOnLoad(flow, state.files, loaded);
      const draftSync = unsynced ? sync.changed(state.draftSync) : state.draftSync;
      return { ...state, load: succeededCall(), loaded, files, forms, completed, resumeAt, draftSync };
    }
    case 'stepFlow/HYDRATED':
      return action.payload.run;
    case 'stepFlow/DRAFT_RESTORED': {
      const { draft, unsynced } = action.payload;
      // A draft without edits the server lacks is what the server holds: nothing is left to save.
      const draftSync = unsynced ? sync.changed(state.draftSync) : sync.caughtUp(state.draftSync);
      // A draft is a run under way: a flow sent before (a new application after it) is not finished.
      const { forms, completed } = draft;
      return { ...state, forms, completed, draftSync, finished: false, result: null };
    }
    case 'stepFlow/FORMS_REPLACED':
      return { ...state, forms: action.payload.forms };
    case 'stepFlow/STEPS_DONE':
      return { ...state, completed: action.payload.completed };
    case 'stepFlow/LOAD_FAILED': {
      const { failure } = action.payload;
      return { ...state, load: failedCall(failure), loadFailureStatus: failure.status };
    }
    case 'stepFlow/FORMS_DERIVED': {
      const forms = { ...state.forms };
      for (const [step, patch] of Object.entries(action.payload.patches))
        forms[step] = { ...forms[step], ...patch };
      return { ...state, forms };
    }
    case 'stepFlow/FORM_CHANGED': {
      const { step, data } = action.payload;
      const dirty = state.dirty.includes(step) ? state.dirty : [...state.dirty, step];
      const forms = { ...state.forms, [step]: data };
      return { ...state, forms, dirty, draftSync: sync.changed(state.draftSync) };
    }
    case 'stepFlow/STEP_SUBMITTED': {
      const { step, data } = action.payload;
      return {
        ...state,
        forms: { ...state.forms, [step]: data },
        save: { ...startedCall(), step, fieldErrors: [] },
      };
    }
    case 'stepFlow/STEP_SAVED': {
      const { step, loaded, result, last, draftSaved } = action.payload;
      return {
        ...state,
        loaded: loaded === undefined ? state.loaded : loaded,
        completed: state.completed.includes(step) ? state.completed : [...state.completed, step],
        dirty: state.dirty.filter((key) => key !== step),
        save: { ...succeededCall(), step, fieldErrors: [] },
        finished: state.finished || last,
        result: last ? (result ?? null) : state.result,
        // The draft now carries one more completed step (the server has it when the step was its save).
        draftSync: draftSaved ? state.draftSync : sync.changed(state.draftSync),
        credentialLapsed: false,
      };
    }
    case 'stepFlow/STEP_QUEUED':
      return { ...state, save: { ...idleCall, step: action.payload.step, fieldErrors: [] } };
    case 'stepFlow/STEP_FAILED': {
      const { step, failure } = action.payload;
      return { ...state, save: { ...failedCall(failure), step, fieldErrors: failure.fieldErrors } };
    }
    case 'stepFlow/DRAFT_SAVING':
      return { ...state, draftSync: sync.saving(state.draftSync) };
    case 'stepFlow/DRAFT_SAVED': {
      const { savedAt, revision } = action.payload;
      return { ...state, draftSync: sync.saved(state.draftSync, savedAt, revision) };
    }
    case 'stepFlow/DRAFT_SAVE_FAILED':
      return { ...state, draftSync: sync.saveFailed(state.draftSync, action.payload.failure) };
    case 'stepFlow/CREDENTIAL_LAPSED': {
      const { step } = action.payload;
      return { ...state, completed: state.completed.filter((key) => key !== step), credentialLapsed: true };
    }
    case 'stepFlow/RELOAD':
      return { ...state, reload: startedCall() };
    case 'stepFlow/RELOADED': {
      const { flow, loaded } = action.payload;
      if (loaded === undefined) return { ...state, reload: succeededCall() };
      return { ...state, loaded, files: filesOnLoad(flow, state.files, loaded), reload: succeededCall() };
    }
    case 'stepFlow/FILE_STORED': {
      const { flow, file } = action.payload;
      return { ...state, files: filesOnStore(flow, state.files, file, state.loaded) };
    }
    case 'stepFlow/FILE_REMOVED':
      return { ...state, files: state.files.filter((file) => file.id !== action.payload.id) };
    case 'stepFlow/FILES_LISTED':
      return { ...state, files: action.payload.files };
    case 'stepFlow/RELOAD_FAILED':
      return { ...state, reload: failedCall(action.payload.failure) };
    case 'stepFlow/RESUMED':
      return { ...state, resumeAt: null };
    case 'stepFlow/RESET':
      // The same link, nothing typed of the earlier run (what was loaded serves the discard): loaded afresh.
      return { ...idleFlow, ctx: state.ctx, contextKey: state.contextKey, loaded: state.loaded };
    default:
      return state;
  }
}

/** The engine's reducer: each action updates the state of the flow it names. */
export function stepFlowsReducer(state: StepFlowsState = {}, action: { type: string }): StepFlowsState {
  if (!action.type.startsWith('stepFlow/') || action.type === 'stepFlow/START') return state;
  const typed = action as StepFlowAction;
  const flow = typed.payload.flow;
  return { ...state, [flow]: reduceFlow(state[flow] ?? idleFlow, typed) };
}
