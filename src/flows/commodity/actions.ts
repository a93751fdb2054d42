import type { CommodityLoginData, SubmittedApplication } from '../../api/v2/types/commodity';
import type { FormData } from '../../step-flow/flow-definition';
import { flowFormChanged } from '../../step-flow/slice';
import { asyncActions } from '../../store/async-actions';
import { COMMODITY } from './flow-name';
import type { CommodityForms, FormStepName } from './model/form-data';
import { MID_CLAUSE_KEY } from './model/mid-clause-agreement';
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

/** Step 1: commodity login or the new member's jwt-tmp draft; then the draft (if any) is loaded. */
export const identityActions = asyncActions<'commodity/identity', IdentityInput, IdentityDone>(
  'commodity/identity',
);
/** Deletes the draft (DELETE …/tmp) and starts over. */
export const draftDeleteActions = asyncActions<'commodity/draftDelete', void, void>('commodity/draftDelete');
/** POST /members/commodity-cases with the §3 payload; success goes to /finish. */
export const submitActions = asyncActions<'commodity/submit', void, SubmittedApplication>('commodity/submit');

/** A step's form changed (the whole form data of that step): the engine keeps the wizard's forms. */
export const formChanged = <K extends FormStepName>(step: K, data: CommodityForms[K]) =>
  flowFormChanged(COMMODITY, step, data as FormData);

/** The mid clause was read and agreed on step 1 (version and time kept for the draft and the payload). */
export const midClauseAgreed = (version: string, agreedAt: string) =>
  flowFormChanged(COMMODITY, MID_CLAUSE_KEY, { version, agreedAt });
/** The flow opened with step 1 done and the tab still holds a live commodity or draft token (a reload). */
export const applicantResumed = (kind: ApplicantKind) => ({
  type: 'commodity/APPLICANT_RESUMED' as const,
  payload: kind,
});
/** Forgets the application (after submitting, or "start over"). */
export const applicationCleared = () => ({ type: 'commodity/CLEARED' as const });
/**
 * The forms changed since the draft or send was made: the step to confirm shows
 * 表單內容已更新 and the fields; the steps before it count as done. null takes the note away.
 */
export const revisionNoteShown = (note: RevisionNote | null) => ({
  type: 'commodity/REVISION_NOTE' as const,
  payload: note,
});

export type { MidClauseAgreement } from './model/mid-clause-agreement';
