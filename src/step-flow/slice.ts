import type { ServerFieldError } from '../forms/server-errors';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../store/call-state';
import type { ServerFailure } from '../store/server-failure';
import type { FormData } from './flow-definition';

/** The state of one running flow (one link's context at a time). */
export interface FlowRunState {
  /** Identifies the context (the link's case or sign path); another link starts the flow afresh. */
  contextKey: string | null;
  ctx: unknown;
  load: CallState;
  /** The HTTP status of a failed load (null: no reply), telling a wrong link from a passing fault. */
  loadFailureStatus: number | null;
  loaded: unknown;
  forms: Record<string, FormData>;
  /** Steps whose 下一步 succeeded, in order. */
  completed: string[];
  /** Steps with input not sent yet (leaving the flow asks first). */
  dirty: string[];
  save: CallState & { step: string | null; fieldErrors: ServerFieldError[] };
  /** The last step was sent: the finish page shows `result`. */
  finished: boolean;
  result: unknown;
}

/** Every flow's state by flow name (`state.stepFlows`). */
export type StepFlowsState = Record<string, FlowRunState>;

/** A flow nothing has happened to yet. */
export const idleFlow: FlowRunState = {
  contextKey: null,
  ctx: null,
  load: idleCall,
  loadFailureStatus: null,
  loaded: null,
  forms: {},
  completed: [],
  dirty: [],
  save: { ...idleCall, step: null, fieldErrors: [] },
  finished: false,
  result: null,
};

/** A page of the flow opened with this context: load it (unless it is loaded already; `reload` forces). */
export const flowStarted = (flow: string, ctx: unknown, contextKey: string, reload = false) =>
  ({ type: 'stepFlow/START', payload: { flow, ctx, contextKey, reload } }) as const;
/** Loading began for the context (earlier state of another context is dropped). */
export const flowLoadStarted = (flow: string, ctx: unknown, contextKey: string) =>
  ({ type: 'stepFlow/LOAD_STARTED', payload: { flow, ctx, contextKey } }) as const;
/** Loaded: `initial` fills every step form not typed yet; `restored` puts back this tab's draft. */
export const flowLoaded = (
  flow: string,
  loaded: unknown,
  initial: Record<string, FormData>,
  restored: { forms: Record<string, FormData>; completed: string[] } | null,
) => ({ type: 'stepFlow/LOADED', payload: { flow, loaded, initial, restored } }) as const;
/** Fields steps take from earlier steps (definitions' derivedData): merged in, not counted as typing. */
export const flowFormsDerived = (flow: string, patches: Record<string, FormData>) =>
  ({ type: 'stepFlow/FORMS_DERIVED', payload: { flow, patches } }) as const;
/** Loading failed (the message shows with 重試). */
export const flowLoadFailed = (flow: string, failure: ServerFailure) =>
  ({ type: 'stepFlow/LOAD_FAILED', payload: { flow, failure } }) as const;
/** A step's form changed. */
export const flowFormChanged = (flow: string, step: string, data: FormData) =>
  ({ type: 'stepFlow/FORM_CHANGED', payload: { flow, step, data } }) as const;
/** 下一步 on a validated form: the saga sends the step and moves on. */
export const flowStepSubmitted = (flow: string, step: string, data: FormData) =>
  ({ type: 'stepFlow/STEP_SUBMITTED', payload: { flow, step, data } }) as const;
/** The step was sent; `loaded` replaces what was loaded when the call answered it; `last` ends the flow. */
export const flowStepSaved = (
  flow: string,
  step: string,
  outcome: { loaded?: unknown; result?: unknown; last: boolean },
) => ({ type: 'stepFlow/STEP_SAVED', payload: { flow, step, ...outcome } }) as const;
/** Sending the step failed: the message (and a 422's field errors) show on the step. */
export const flowStepFailed = (flow: string, step: string, failure: ServerFailure) =>
  ({ type: 'stepFlow/STEP_FAILED', payload: { flow, step, failure } }) as const;

/** Every action of the step-flow engine. */
export type StepFlowAction = ReturnType<
  | typeof flowStarted
  | typeof flowLoadStarted
  | typeof flowLoaded
  | typeof flowLoadFailed
  | typeof flowFormsDerived
  | typeof flowFormChanged
  | typeof flowStepSubmitted
  | typeof flowStepSaved
  | typeof flowStepFailed
>;

function reduceFlow(state: FlowRunState, action: StepFlowAction): FlowRunState {
  switch (action.type) {
    case 'stepFlow/LOAD_STARTED': {
      const { ctx, contextKey } = action.payload;
      const base = contextKey === state.contextKey ? state : idleFlow;
      return { ...base, ctx, contextKey, load: startedCall() };
    }
    case 'stepFlow/LOADED': {
      const { loaded, initial, restored } = action.payload;
      // What the member typed (this session, or this tab's draft) wins over what was loaded.
      const forms = { ...initial, ...restored?.forms, ...state.forms };
      const completed = state.completed.length > 0 ? state.completed : (restored?.completed ?? []);
      return { ...state, load: succeededCall(), loaded, forms, completed };
    }
    case 'stepFlow/LOAD_FAILED':
      return {
        ...state,
        load: failedCall(action.payload.failure),
        loadFailureStatus: action.payload.failure.status,
      };
    case 'stepFlow/FORMS_DERIVED': {
      const forms = { ...state.forms };
      for (const [step, patch] of Object.entries(action.payload.patches))
        forms[step] = { ...forms[step], ...patch };
      return { ...state, forms };
    }
    case 'stepFlow/FORM_CHANGED': {
      const { step, data } = action.payload;
      const dirty = state.dirty.includes(step) ? state.dirty : [...state.dirty, step];
      return { ...state, forms: { ...state.forms, [step]: data }, dirty };
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
      const { step, loaded, result, last } = action.payload;
      return {
        ...state,
        loaded: loaded === undefined ? state.loaded : loaded,
        completed: state.completed.includes(step) ? state.completed : [...state.completed, step],
        dirty: state.dirty.filter((key) => key !== step),
        save: { ...succeededCall(), step, fieldErrors: [] },
        finished: state.finished || last,
        result: last ? (result ?? null) : state.result,
      };
    }
    case 'stepFlow/STEP_FAILED': {
      const { step, failure } = action.payload;
      return { ...state, save: { ...failedCall(failure), step, fieldErrors: failure.fieldErrors } };
    }
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

/** The part of the root state the engine reads. */
export interface WithStepFlows {
  stepFlows: StepFlowsState;
}

/** One flow's state (idle before its first page opens). */
export const selectFlow = (state: WithStepFlows, flow: string): FlowRunState =>
  state.stepFlows[flow] ?? idleFlow;
