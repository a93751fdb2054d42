import type { ServerFieldError } from '../forms/server-errors';
import type { FormData } from './flow-state-input';

/*
 * How a flow keeps what is typed: its draft policy, and for a `server` flow, its server draft and
 * the copy kept on this device (the options of flow-definition.ts that concern drafts).
 */

/**
 * Where typed input survives a reload: `local` keeps every step's form on this device
 * (localStorage, 7 days, cleared at logout) until the flow is finished; `server` saves it as the flow's server draft
 * (`serverDraft`) while the member types and at every step; `none` keeps nothing (the server has it all).
 * A `server` flow without `serverDraft` keeps its draft by sagas of its own (the commodity wizard,
 * until its steps 1 and 5 move onto `serverDraft`): the engine saves and loads nothing for it.
 */
export type DraftPolicy = 'local' | 'server' | 'none';

/** What a server draft holds: every step's form and the steps already done. */
export interface FlowDraft {
  forms: Record<string, FormData>;
  completed: string[];
  /** The forms' revisions the server's draft was saved under, when it keeps them. */
  formRevisions?: Record<string, string>;
}

/** How a `server` flow keeps its draft (e.g. the wizard's isSaveTmp drafts). */
export interface ServerDraftOptions<Ctx, Loaded> {
  /** The draft the server holds for this context, or null; the flow resumes at its first step not done. */
  load: (ctx: Ctx, loaded: Loaded) => Promise<FlowDraft | null>;
  /**
   * Saves the draft now (the reply's time shows as 已自動儲存 HH:mm). It may answer the fields the
   * server refused and the saved draft left out (a half-typed value): a step's 下一步 that saves
   * the draft keeps the member on the step for those of its own fields.
   */
  save: (draft: FlowDraft, ctx: Ctx, loaded: Loaded) => Promise<ServerFieldError[] | void>;
  /** Deletes the draft (the member starts over, flowReset). */
  discard?: (ctx: Ctx, loaded: Loaded) => Promise<void>;
  /**
   * Of the fields the server refused in a save (as `save` answered them), those of `step`'s form,
   * in its paths (default: all). A step without a `send` is sent by saving the draft:
   * its 下一步 completes it, offline too (the draft goes once the connection is back), but these
   * fields, or another refusal, keep the member on the step with the server's message.
   */
  refusedAt?: (refused: ServerFieldError[], step: string) => ServerFieldError[];
  /** How long typing rests before the draft is saved (default SERVER_DRAFT_DELAY_MS). */
  delayMs?: number;
  /** A copy kept on this device too, for edits the server has not got yet (see TabCopyOptions). */
  tabCopy?: TabCopyOptions;
}

/**
 * A `server` flow's copy on this device (step-flow/tab-copy.ts): written while the member types,
 * so an edit made offline, or before the credential lets the draft be saved, survives a reload or
 * a closed tab. It is kept per owner (e.g. the applicant's ID number, so two applicants on one
 * device never see each other's), and the last one written opens the flow again. When the
 * server's draft loads (at start with a live credential, or once the credential is obtained) the
 * copy wins if it holds edits the server never got, or the server has no draft: it is saved then.
 */
export interface TabCopyOptions {
  /** Whose the forms are (e.g. the ID number typed on the first step); null: not known yet, nothing kept. */
  ownerOf: (forms: Record<string, FormData>) => string | null;
  /** What of the forms may be kept on the device (e.g. without passwords); default all. */
  kept?: (forms: Record<string, FormData>) => Record<string, FormData>;
}
