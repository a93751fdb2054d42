import type { ClientFile } from '../../api/v2/types/common';
import type { CommodityLoginData, SubmittedApplication } from '../../api/v2/types/commodity';
import type { FormData } from '../../step-flow/flow-definition';
import { flowFormChanged } from '../../step-flow/slice';
import { asyncActions } from '../../store/async-actions';
import { COMMODITY, CONFIRM_STEP } from './flow-name';
import type { CommodityForms, CommodityStep, FormStepName } from './model/form-data';
import type { RevisionNote } from './model/wizard-revisions';

export type { CommodityStep, FormStepName } from './model/form-data';
import type { ContractName } from './contracts/contracts';

export type { ContractName };

/** Who is applying: a member logged in with a commodity token, or a new member with a draft token. */
export type ApplicantKind = 'member' | 'newMember';

/** Step 1's call: an existing member's password login, or opening a new member's token-keyed draft. */
export interface IdentityInput {
  idCardNo: string;
  isMember: boolean;
  /** The member's password (existing members only). */
  password?: string;
}

/** What step 1 leaves: who applies and, for a member, what pre-fills the form. */
export interface IdentityDone {
  kind: ApplicantKind;
  login: CommodityLoginData | null;
}

/** What is kept of the mid-clause agreement for the payload. */
export interface MidClauseAgreement {
  version: string;
  agreedAt: string;
}

/** A loaded draft turned into form data (model/from-draft.ts) plus its stored files. */
export interface LoadedDraft {
  forms: CommodityForms;
  files: ClientFile[];
  midClausever: string | null;
}

/** Step 1: commodity login or the new member's jwt-tmp draft; then the draft (if any) is loaded. */
export const identityActions = asyncActions<'commodity/identity', IdentityInput, IdentityDone>(
  'commodity/identity',
);
/** Loads the saved draft (tmp for members, jwt-tmp for new members); null when there is none. */
export const draftLoadActions = asyncActions<'commodity/draftLoad', void, LoadedDraft | null>(
  'commodity/draftLoad',
);
/**
 * Saves the draft now (isSaveTmp); payload: why (a step change or typing, debounced). Only the
 * request is the wizard's: how the save goes is the engine's draft sync (flowDraftSaved…).
 */
export const draftSaveActions = asyncActions<
  'commodity/draftSave',
  { reason: 'step' | 'typing' | 'reconnect' },
  void
>('commodity/draftSave');
/** Deletes the draft (DELETE …/tmp) and starts over. */
export const draftDeleteActions = asyncActions<'commodity/draftDelete', void, void>('commodity/draftDelete');
/**
 * A step's "next": the page has validated its form; the saga saves the draft, marks the step
 * complete and navigates to the next step. Failure keeps the member on the step with the message.
 */
export const stepSaveActions = asyncActions<'commodity/stepSave', CommodityStep, CommodityStep>(
  'commodity/stepSave',
);
/** POST /members/commodity-cases with the §3 payload; success goes to /finish. */
export const submitActions = asyncActions<'commodity/submit', void, SubmittedApplication>('commodity/submit');

/** A step's form changed (the whole form data of that step): the engine keeps the wizard's forms. */
export const formChanged = <K extends FormStepName>(step: K, data: CommodityForms[K]) =>
  flowFormChanged(COMMODITY, step, data as FormData);

/**
 * Whether an action is typing in one of the wizard's four forms (what its server draft carries;
 * step 5's agreements are kept on the device only).
 */
export const isWizardFormChange = (action: { type: string; payload?: unknown }): boolean => {
  if (action.type !== 'stepFlow/FORM_CHANGED') return false;
  const { flow, step } = action.payload as { flow?: string; step?: string };
  return flow === COMMODITY && step !== CONFIRM_STEP;
};
/** The mid clause was read and agreed on step 1 (version and time kept for the payload). */
export const midClauseAgreed = (version: string, agreedAt: string) => ({
  type: 'commodity/MID_AGREED' as const,
  payload: { version, agreedAt },
});
/** The forms kept in this browser (local persistence) were put back after a reload. */
export const localFormsRestored = (
  forms: Partial<CommodityForms>,
  completed: CommodityStep[],
  /** The local copy holds edits the server has not got yet (they are saved again). */
  unsynced = false,
) => ({
  type: 'commodity/LOCAL_RESTORED' as const,
  payload: { forms, completed, unsynced },
});
/** The agreements kept in this browser were put back (mid clause and the three contracts). */
export const localAgreementsRestored = (
  midClause: MidClauseAgreement | null,
  contractsAgreedAt: Partial<Record<ContractName, string | null>>,
) => ({ type: 'commodity/LOCAL_AGREEMENTS_RESTORED' as const, payload: { midClause, contractsAgreedAt } });
/** Asks for the local copy of the last application to be put back (step 1 mounts; app start does it too). */
export const localRestoreRequested = () => ({ type: 'commodity/LOCAL_RESTORE_REQUESTED' as const });
/** After a reload the tab still holds a live commodity or draft token: step 1 stays done. */
export const applicantResumed = (kind: ApplicantKind) => ({
  type: 'commodity/APPLICANT_RESUMED' as const,
  payload: kind,
});
/** Forgets the application (after submitting, or "start over"). */
export const applicationCleared = () => ({ type: 'commodity/CLEARED' as const });
/**
 * The forms changed since the draft or send was made (issue 30): the step to confirm shows
 * 表單內容已更新 and the fields; the steps before it count as done. null takes the note away.
 */
export const revisionNoteShown = (note: RevisionNote | null) => ({
  type: 'commodity/REVISION_NOTE' as const,
  payload: note,
});
