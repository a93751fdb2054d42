import type { ClientFile } from '../api/v2/types/common';
import type { ServerFieldError } from '../forms/server-errors';
import { idleCall, type CallState } from '../store/call-state';
import type { ServerFailure } from '../store/server-failure';
import * as sync from './draft-sync';
import type { FlowDraft, FormData } from './flow-definition';

// The engine's state, its actions and selectors; how the actions change the state is reducer.ts.

/** The state of one running flow (one link's context at a time). */
export interface FlowRunState {
  /** Identifies the context (the link's case or sign path); another link starts the flow afresh. */
  contextKey: string | null;
  ctx: unknown;
  load: CallState;
  /** The HTTP status of a failed load (null: no reply), telling a wrong link from a passing fault. */
  loadFailureStatus: number | null;
  loaded: unknown;
  /** What needs the flow's credential, loaded again once it is obtained (credential.reload). */
  reload: CallState;
  /** The flow's stored files (its `files` rule: from what was loaded, stored, removed). */
  files: ClientFile[];
  forms: Record<string, FormData>;
  /** Steps whose 下一步 succeeded, in order. */
  completed: string[];
  /** Steps with input not sent yet (leaving the flow asks first). */
  dirty: string[];
  save: CallState & { step: string | null; fieldErrors: ServerFieldError[] };
  /** The last step was sent: the finish page shows `result`. */
  finished: boolean;
  result: unknown;
  /** A `server` flow's draft as the server has it (draft-sync.ts; isDraftUnsynced). */
  draftSync: sync.DraftSync;
  /** The step a server draft resumes at, until the member is on a step past the first. */
  resumeAt: string | null;
  /** A later step found the flow's credential lapsed: its obtaining step is to do again. */
  credentialLapsed: boolean;
}

/** A flow's run once its load succeeded, with its context and what it loaded as its own definition types them. */
export type LoadedRun<Loaded, Ctx = unknown> = Omit<FlowRunState, 'loaded' | 'ctx'> & {
  loaded: Loaded;
  ctx: Ctx;
};

/** Every flow's state by flow name (`state.stepFlows`). */
export type StepFlowsState = Record<string, FlowRunState>;

/** A flow nothing has happened to yet. */
export const idleFlow: FlowRunState = {
  contextKey: null,
  ctx: null,
  load: idleCall,
  loadFailureStatus: null,
  loaded: null,
  reload: idleCall,
  files: [],
  forms: {},
  completed: [],
  dirty: [],
  save: { ...idleCall, step: null, fieldErrors: [] },
  finished: false,
  result: null,
  draftSync: sync.idle,
  resumeAt: null,
  credentialLapsed: false,
};

/** A page of the flow opened with this context: load it (unless it is loaded already; `reload` forces). */
export const flowStarted = (flow: string, ctx: unknown, contextKey: string, reload = false) =>
  ({ type: 'stepFlow/START', payload: { flow, ctx, contextKey, reload } }) as const;
/** Loading began for the context (earlier state of another context is dropped). */
export const flowLoadStarted = (flow: string, ctx: unknown, contextKey: string) =>
  ({ type: 'stepFlow/LOAD_STARTED', payload: { flow, ctx, contextKey } }) as const;
/**
 * Loaded: `initial` fills every step form not typed yet; `restored` puts back the tab's or the
 * server's draft; `resumeAt` is the step a server draft resumes at.
 */
export const flowLoaded = (
  flow: string,
  loaded: unknown,
  initial: Record<string, FormData>,
  restored: FlowDraft | null,
  resumeAt: string | null = null,
  unsynced = false,
) => ({ type: 'stepFlow/LOADED', payload: { flow, loaded, initial, restored, resumeAt, unsynced } }) as const;
/**
 * The run as the server rendered the page with it (a guest link's data in its HTML): the
 * app takes it over as it hydrates, without loading again; the device's draft follows.
 */
export const flowHydrated = (flow: string, run: FlowRunState) =>
  ({ type: 'stepFlow/HYDRATED', payload: { flow, run } }) as const;
/** The app has taken the page over (hydrated): the device's draft may be put back now. */
export const flowTakenOver = (flow: string) => ({ type: 'stepFlow/TAKEN_OVER', payload: { flow } }) as const;
/** Fields steps take from earlier steps (definitions' derivedData): merged in, not counted as typing. */
export const flowFormsDerived = (flow: string, patches: Record<string, FormData>) =>
  ({ type: 'stepFlow/FORMS_DERIVED', payload: { flow, patches } }) as const;
/** Loading failed (the message shows with 重試). */
export const flowLoadFailed = (flow: string, failure: ServerFailure) =>
  ({ type: 'stepFlow/LOAD_FAILED', payload: { flow, failure } }) as const;
/**
 * The flow's own saga set its forms (e.g. the wizard's loaded draft, or its passwords dropped once
 * used): not typing, so neither the steps done nor the draft's sync change.
 */
export const flowFormsReplaced = (flow: string, forms: Record<string, FormData>) =>
  ({ type: 'stepFlow/FORMS_REPLACED', payload: { flow, forms } }) as const;
/**
 * The steps done as the flow's own saga counts them (e.g. the wizard's, whose server draft does not
 * carry them): in the flow's order; neither the forms nor the draft's sync change.
 */
export const flowStepsDone = (flow: string, completed: string[]) =>
  ({ type: 'stepFlow/STEPS_DONE', payload: { flow, completed } }) as const;
/** A step's form changed. */
export const flowFormChanged = (flow: string, step: string, data: FormData) =>
  ({ type: 'stepFlow/FORM_CHANGED', payload: { flow, step, data } }) as const;
/** 下一步 on a validated form: the saga sends the step and moves on. */
export const flowStepSubmitted = (flow: string, step: string, data: FormData) =>
  ({ type: 'stepFlow/STEP_SUBMITTED', payload: { flow, step, data } }) as const;
/**
 * The step was sent; `loaded` replaces what was loaded when the call answered it; `last` ends the
 * flow; `draftSaved`: it was sent by saving the draft, which the server took with it done.
 */
export const flowStepSaved = (
  flow: string,
  step: string,
  outcome: { loaded?: unknown; result?: unknown; last: boolean; draftSaved?: boolean },
) => ({ type: 'stepFlow/STEP_SAVED', payload: { flow, step, ...outcome } }) as const;
/** Sending the step failed: the message (and a 422's field errors) show on the step. */
/** The step's send waits in the offline queue: not sending in this page, not failed. */
export const flowStepQueued = (flow: string, step: string) =>
  ({ type: 'stepFlow/STEP_QUEUED', payload: { flow, step } }) as const;
export const flowStepFailed = (flow: string, step: string, failure: ServerFailure) =>
  ({ type: 'stepFlow/STEP_FAILED', payload: { flow, step, failure } }) as const;

/** A `server` flow's draft is being saved (from `revision`: later changes stay unsynced). */
export const flowDraftSaveStarted = (flow: string) =>
  ({ type: 'stepFlow/DRAFT_SAVING', payload: { flow } }) as const;
/** The server took the draft as it stood at `revision`. */
export const flowDraftSaved = (flow: string, savedAt: string, revision: number) =>
  ({ type: 'stepFlow/DRAFT_SAVED', payload: { flow, savedAt, revision } }) as const;
/** Saving the draft failed (the status says so; the next change tries again). */
export const flowDraftSaveFailed = (flow: string, failure: ServerFailure) =>
  ({ type: 'stepFlow/DRAFT_SAVE_FAILED', payload: { flow, failure } }) as const;
/**
 * The credential was obtained and the server's draft (with this device's copy) came, or the flow's
 * own saga starts its forms afresh: `draft` replaces the forms and the steps done, and the run is
 * under way (not finished); `unsynced` when it holds edits the server has not got.
 */
export const flowDraftRestored = (flow: string, draft: FlowDraft, unsynced: boolean) =>
  ({ type: 'stepFlow/DRAFT_RESTORED', payload: { flow, draft, unsynced } }) as const;
/** The member is on a step of the flow: a server draft's resume has been done (or is not wanted). */
export const flowResumed = (flow: string) => ({ type: 'stepFlow/RESUMED', payload: { flow } }) as const;
/** Starts the flow over for the same link: its drafts are dropped and it loads afresh. */
export const flowReset = (flow: string) => ({ type: 'stepFlow/RESET', payload: { flow } }) as const;

/** The flow's credential lapsed: `step`, the step obtaining it, is to be done again. */
export const flowCredentialLapsed = (flow: string, step: string) =>
  ({ type: 'stepFlow/CREDENTIAL_LAPSED', payload: { flow, step } }) as const;

/** Loads again what needs the flow's credential (credential.reload), keeping the rest and the forms. */
export const flowReload = (flow: string) => ({ type: 'stepFlow/RELOAD', payload: { flow } }) as const;
/** What needs the credential came: it replaces what was loaded (undefined: nothing to replace). */
export const flowReloaded = (flow: string, loaded?: unknown) =>
  ({ type: 'stepFlow/RELOADED', payload: { flow, loaded } }) as const;
/** Loading it again failed (the page shows the message, `flowReload` tries again). */
export const flowReloadFailed = (flow: string, failure: ServerFailure) =>
  ({ type: 'stepFlow/RELOAD_FAILED', payload: { flow, failure } }) as const;

/** A file was stored for the flow (an upload or a signature): its `files` rule keeps it. */
export const flowFileStored = (flow: string, file: ClientFile) =>
  ({ type: 'stepFlow/FILE_STORED', payload: { flow, file } }) as const;
/** A stored file was removed (by its id). */
export const flowFileRemoved = (flow: string, id: number) =>
  ({ type: 'stepFlow/FILE_REMOVED', payload: { flow, id } }) as const;
/** The flow's stored files as listed elsewhere (e.g. a loaded draft's, or none after starting over). */
export const flowFilesListed = (flow: string, files: ClientFile[]) =>
  ({ type: 'stepFlow/FILES_LISTED', payload: { flow, files } }) as const;

/** Every action of the step-flow engine. */
export type StepFlowAction = ReturnType<
  | typeof flowStarted
  | typeof flowLoadStarted
  | typeof flowLoaded
  | typeof flowHydrated
  | typeof flowTakenOver
  | typeof flowLoadFailed
  | typeof flowFormsDerived
  | typeof flowFormsReplaced
  | typeof flowStepsDone
  | typeof flowFormChanged
  | typeof flowStepSubmitted
  | typeof flowStepSaved
  | typeof flowStepQueued
  | typeof flowStepFailed
  | typeof flowDraftSaveStarted
  | typeof flowDraftSaved
  | typeof flowDraftSaveFailed
  | typeof flowDraftRestored
  | typeof flowResumed
  | typeof flowReset
  | typeof flowCredentialLapsed
  | typeof flowReload
  | typeof flowReloaded
  | typeof flowReloadFailed
  | typeof flowFileStored
  | typeof flowFileRemoved
  | typeof flowFilesListed
>;

/** The part of the root state the engine reads. */
export interface WithStepFlows {
  stepFlows: StepFlowsState;
}

/** One flow's state (idle before its first page opens). */
export const selectFlow = (state: WithStepFlows, flow: string): FlowRunState =>
  state.stepFlows[flow] ?? idleFlow;

/** A `server` flow's draft holds changes the server has not got yet (the unsynced marker). */
export const isDraftUnsynced = (run: FlowRunState): boolean => sync.unsynced(run.draftSync);
