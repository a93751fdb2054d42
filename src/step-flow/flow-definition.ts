import type { AxiosRequestConfig } from 'axios';
import type { Dispatch } from 'redux';
import type { ClientFile } from '../api/v2/types/common';
import type { FenqiFormContext } from '../forms/form-context';
import type { FlowStateInput, FormData } from './flow-state-input';
import type { StepContracts } from './contract/step-contracts';
import type { DraftPolicy, ServerDraftOptions } from './flow-draft-options';

export type { DraftPolicy, FlowDraft, ServerDraftOptions, TabCopyOptions } from './flow-draft-options';

export type { FlowStateInput, FormData } from './flow-state-input';

/** What a step's send receives: the validated form, the flow's context and what was loaded. */
export interface StepSaveInput<Ctx, Loaded> {
  data: FormData;
  ctx: Ctx;
  loaded: Loaded;
  /** Every step's form data so far (a confirm step sends what earlier steps collected). */
  forms: Readonly<Record<string, FormData>>;
}

/** What a step's send may answer: fresh data for the next steps, or (last step) what the finish page shows. */
export interface StepSaveOutcome<Loaded> {
  loaded?: Loaded;
  result?: unknown;
}

/** One request of a step's send: an API call (src/api) given the axios options to send it with. */
export interface StepSendCall {
  /** A file (a drawn signature) or a send of fields; the last call's reply is the step's. */
  kind: 'upload' | 'send';
  /** What 待送出 calls it. */
  label: string;
  /** Makes the request with these options and answers the reply's body (what the queue keeps of it). */
  call: (config: AxiosRequestConfig) => Promise<unknown>;
}

/**
 * A step's send declared as its requests: online they go in order and the last reply
 * makes the step's outcome; pressed offline they wait in the offline queue
 * (IndexedDB), so a reload, a closed tab or a restarted phone keeps the send, and the page or the
 * service worker sends it, in order, each with its Idempotency-Key, once there is a network.
 */
export interface StepSend<Ctx, Loaded> {
  calls: (input: StepSaveInput<Ctx, Loaded>) => StepSendCall[];
  /** What the last request's reply makes of the step (the finish page's result). */
  outcome: (reply: unknown, input: StepSaveInput<Ctx, Loaded>) => StepSaveOutcome<Loaded> | void;
}

/** One step of a flow: a page with a form (or a body of its own) and what 下一步 sends. */
export interface FlowStepDefinition<Ctx, Loaded> {
  /** The step's name inside the flow (e.g. `applicant`). */
  key: string;
  /** Its route (one of src/domain/route-paths.ts). */
  path: string;
  /** The stepper label and the page heading. */
  title: string;
  /** The form rendered by FormView (schemas/<form>.json); omit for a page that shows only `intro`. */
  form?: string;
  /** The form's first data, from what the flow loaded. */
  initialData?: (loaded: Loaded, ctx: Ctx) => FormData;
  /**
   * Fields this step's form takes from what earlier steps hold (e.g. the member class that decides
   * which cards the documents step asks for): set on loading and again whenever a step is sent.
   */
  derivedData?: (input: FlowStateInput<Ctx, Loaded>) => FormData;
  /**
   * What 下一步 sends once the form validated, as requests that may wait in the offline queue; its
   * `calls` may refuse with a StepRefusal before any request (a check of what was loaded). Omit
   * to only move on (a later step sends it all), or, in a `server` flow, to send by the draft.
   */
  send?: StepSend<Ctx, Loaded>;
  /**
   * The text of the next button (default 下一步); a function reads the flow's state, e.g. a
   * confirm step that says 送出申請 for a new member and 確認送出 for a member.
   */
  nextText?: string | ((input: FlowStateInput<Ctx, Loaded>) => string);
  /**
   * The contract step kind (contract/step-contracts.ts): the contracts read, signed and agreed on
   * their own pages before the step may be sent; the agreements are the step's data. Such a step
   * has no `form`; its flow declares `files` and a `formContext` with the uploader (the signatures).
   */
  contracts?: StepContracts<Ctx, Loaded>;
}

/** Who may open a flow: a member (behind the auth guard) or a guest holding a link. */
export type FlowGuard = 'member' | 'guest';

/**
 * A credential a flow obtains on one of its steps and its later steps' calls carry (the wizard's
 * commodity token, or a new member's draft token). Spec §8's replies about it (001.401, 2012…)
 * stay with the error catalogue; the engine keeps a later step from opening without it.
 */
export interface FlowCredential<Ctx = unknown, Loaded = unknown> {
  /** The step whose send obtains it. */
  obtainedAt: string;
  /** Whether this tab holds it, live (not lapsed). */
  isLive: () => boolean;
  /** Forgets it: the flow was sent, or starts over. */
  clear: () => void;
  /** Said on the obtaining step when a later step found it lapsed (e.g. 憑證已過期，請重新下單。). */
  lapsedText: string;
  /**
   * What the flow loads that needs the credential too (e.g. the wizard's file categories, which
   * list the draft's stored files): loaded again once the credential is obtained (its step sent,
   * or `flowReload`), the rest of what was loaded kept. Its call state is the run's `reload`.
   */
  reload?: (ctx: Ctx, loaded: Loaded) => Promise<Loaded>;
}

/**
 * A flow's stored files (uploads and signatures the server keeps for it, e.g. for the payload's
 * file ids): the engine keeps them in the run (`files`), from what was loaded, the uploader's
 * `flowFileStored` and a removal's `flowFileRemoved`.
 */
export interface FlowFiles<Loaded> {
  /** The stored files what was loaded lists; null when it lists none (the files known stay). */
  of: (loaded: Loaded) => ClientFile[] | null;
  /**
   * The files once `file` is stored (default: added, the same file once); e.g. the wizard's 14 ⇄ 15
   * rule. `loaded` is null when a file is stored before the flow loaded (the offline queue's).
   */
  stored?: (files: readonly ClientFile[], file: ClientFile, loaded: Loaded | null) => ClientFile[];
}

/**
 * A multi-step flow as data (ARCHITECTURE "flows are data too"): how its link names what it works
 * on, what it loads, its steps and its finish page. One generic saga (step-flow/saga.ts) and one
 * frame (FlowFrame) run every flow; flow code is only what a definition cannot say.
 */
export interface FlowDefinition<Ctx = unknown, Loaded = unknown> {
  name: string;
  guard: FlowGuard;
  draft: DraftPolicy;
  /** What the link's query names (a case, a sign path); null when the link lacks it. */
  contextOf: (query: URLSearchParams) => Ctx | null;
  /** The query that names `ctx` again, kept on every step's URL so a reload or a shared link works. */
  queryOf: (ctx: Ctx) => Record<string, string>;
  /** Shown instead of the flow when the link names nothing (or something that cannot be found). */
  invalidLinkText: string;
  /** Loads what the flow shows; a failure shows its message with 重試. */
  load: (ctx: Ctx) => Promise<Loaded>;
  /** Whether what was loaded is already finished (e.g. sent before): the flow opens on its finish page. */
  isDone?: (loaded: Loaded) => boolean;
  steps: readonly FlowStepDefinition<Ctx, Loaded>[];
  /** The finish page; `stepTitle` is the stepper's last item (default 完成; spec §2's wizard: 完成申請). */
  finish: { path: string; title: string; stepTitle?: string };
  /** A credential one step obtains and the later steps need (see FlowCredential). */
  credential?: FlowCredential<Ctx, Loaded>;
  /** The server draft of a `server` flow (required with that policy). */
  serverDraft?: ServerDraftOptions<Ctx, Loaded>;
  /** The flow's stored files (see FlowFiles). */
  files?: FlowFiles<Loaded>;
  /** Lookups, file categories and the uploader the flow's forms use (dispatch: for the uploader's progress). */
  formContext?: (ctx: Ctx, loaded: Loaded, dispatch: Dispatch) => FenqiFormContext;
}

/** Thrown by a step's send when it is refused (its zh-TW message shows on the step). */
export class StepRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StepRefusal';
  }
}

const registry = new Map<string, FlowDefinition>();

/** A contract step's needs the types cannot say: no form of its own, and where its signatures go. */
function checkContractSteps<Ctx, Loaded>(definition: FlowDefinition<Ctx, Loaded>): void {
  for (const step of definition.steps) {
    if (!step.contracts) continue;
    const where = `Flow "${definition.name}", contract step "${step.key}"`;
    if (step.form) throw new Error(`${where}: a contract step has no form (its data are the agreements)`);
    if (!definition.files || !definition.formContext)
      throw new Error(`${where}: the flow needs \`files\` and a \`formContext\` uploader for the signatures`);
  }
}

/**
 * A flow's definition as the engine holds every flow, whatever its context and data: the engine
 * passes each definition only what that definition produced itself (its context, its load).
 */
export function erased<Ctx, Loaded>(definition: FlowDefinition<Ctx, Loaded>): FlowDefinition {
  return definition as unknown as FlowDefinition;
}

/**
 * Declares a flow and registers it by name, so the generic saga can run it when its pages
 * (loaded lazily with the definition) dispatch the flow's actions. The definition keeps its
 * types: its pages' parts read its context and what it loaded as the flow declares them.
 */
export function defineFlow<Ctx, Loaded>(
  definition: FlowDefinition<Ctx, Loaded>,
): FlowDefinition<Ctx, Loaded> {
  checkContractSteps(definition);
  registry.set(definition.name, erased(definition));
  return definition;
}

/** Every step's first form from what the flow loaded (its steps' `initialData`). */
export function initialForms(
  definition: FlowDefinition,
  loaded: unknown,
  ctx: unknown,
): Record<string, FormData> {
  const forms: Record<string, FormData> = {};
  for (const step of definition.steps) if (step.initialData) forms[step.key] = step.initialData(loaded, ctx);
  return forms;
}

/** The registered flow of that name (throws for an unknown name: a programming error). */
export function flowDefinition(name: string): FlowDefinition {
  const definition = registry.get(name);
  if (!definition) throw new Error(`Unknown step flow "${name}"`);
  return definition;
}

/** The registered flow one of whose steps is at `pathname`, if any (a page rendered on the server finds its flow). */
export function flowDefinitionAt(pathname: string): FlowDefinition | undefined {
  return [...registry.values()].find((definition) => definition.steps.some((step) => step.path === pathname));
}

/** The files rule of the registered flow of that name (none: an unknown flow or one without files). */
export function filesOf(name: string): FlowFiles<unknown> | undefined {
  return registry.get(name)?.files;
}

/** The step of `key`, with its index. */
export function stepOf(definition: FlowDefinition, key: string) {
  const index = definition.steps.findIndex((step) => step.key === key);
  if (index < 0) throw new Error(`Flow "${definition.name}" has no step "${key}"`);
  return { step: definition.steps[index], index };
}

/** Every page of the flow: its steps, their contracts' pages and the finish page (moving among them is not leaving). */
export function flowPaths(definition: FlowDefinition): string[] {
  return [
    ...definition.steps.flatMap((step) => [step.path, ...(step.contracts?.list ?? []).map((c) => c.path)]),
    definition.finish.path,
  ];
}

/** A path with the flow's context query. */
export function flowUrl<Ctx, Loaded>(
  definition: FlowDefinition<Ctx, Loaded>,
  path: string,
  ctx: Ctx,
): string {
  const query = new URLSearchParams(definition.queryOf(ctx)).toString();
  return query ? `${path}?${query}` : path;
}

/** The next button's text of `step` for the flow's state now (its nextText, else 下一步). */
export function nextTextOf<Ctx, Loaded>(
  step: FlowStepDefinition<Ctx, Loaded>,
  input: FlowStateInput<Ctx, Loaded>,
): string {
  const { nextText } = step;
  return (typeof nextText === 'function' ? nextText(input) : nextText) ?? '下一步';
}
