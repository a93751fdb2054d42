import type { CommodityLoginData, SubmittedApplication } from '../../api/v2/types/commodity';
import type { AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import type { ServerFieldError } from '../../forms/server-errors';
import {
  applicantResumed,
  applicationCleared,
  contractAgreed,
  draftDeleteActions,
  draftLoadActions,
  draftSaveActions,
  formChanged,
  identityActions,
  localAgreementsRestored,
  localFormsRestored,
  localRestoreRequested,
  midClauseAgreed,
  revisionNoteShown,
  stepSaveActions,
  submitActions,
  type ApplicantKind,
  type CommodityStep,
  type ContractName,
  type MidClauseAgreement,
} from './actions';
import type { flowLoaded, flowReloaded } from '../../step-flow/slice';
import { COMMODITY, type CommodityLoaded } from './commodity-flow';
import type { CommodityForms } from './model/form-data';
import type { RevisionNote } from './model/wizard-revisions';
import { withServerUploads } from './model/stored-files';

/** The commodity wizard's slice of the store. */
export interface CommodityState {
  forms: CommodityForms;
  applicantKind: ApplicantKind | null;
  /** Steps whose form validated and was saved (step 6 = submitted). */
  completed: CommodityStep[];
  midClause: MidClauseAgreement | null;
  contractsAgreedAt: Record<ContractName, string | null>;
  login: CommodityLoginData | null;
  identity: CallState & { fieldErrors: ServerFieldError[] };
  draftLoad: CallState;
  draftSave: CallState & { savedAt: string | null };
  stepSave: CallState & { step: CommodityStep | null; fieldErrors: ServerFieldError[] };
  submit: CallState & { data: SubmittedApplication | null; fieldErrors: ServerFieldError[] };
  /** Bumped by every change the draft carries; the draft is unsynced while above syncedRevision. */
  revision: number;
  syncedRevision: number;
  /** The forms changed under the draft or the send: the step and fields to confirm (issue 30). */
  revisionNote: RevisionNote | null;
}

/** Every action the commodity reducer understands. */
export type CommodityAction =
  | AsyncActionOf<typeof identityActions>
  | AsyncActionOf<typeof draftLoadActions>
  | AsyncActionOf<typeof draftSaveActions>
  | AsyncActionOf<typeof draftDeleteActions>
  | AsyncActionOf<typeof stepSaveActions>
  | AsyncActionOf<typeof submitActions>
  | ReturnType<typeof flowLoaded>
  | ReturnType<typeof flowReloaded>
  | ReturnType<typeof formChanged>
  | ReturnType<typeof midClauseAgreed>
  | ReturnType<typeof contractAgreed>
  | ReturnType<typeof localFormsRestored>
  | ReturnType<typeof applicationCleared>
  | ReturnType<typeof localAgreementsRestored>
  | ReturnType<typeof localRestoreRequested>
  | ReturnType<typeof applicantResumed>
  | ReturnType<typeof revisionNoteShown>;

const EMPTY_FORMS: CommodityForms = { identity: {}, plan: {}, applicant: {}, product: {} };

/** The slice before anything happened. */
export const initialCommodityState: CommodityState = {
  forms: EMPTY_FORMS,
  applicantKind: null,
  completed: [],
  midClause: null,
  contractsAgreedAt: { installment: null, platform: null, sale: null },
  login: null,
  identity: { ...idleCall, fieldErrors: [] },
  draftLoad: idleCall,
  draftSave: { ...idleCall, savedAt: null },
  stepSave: { ...idleCall, step: null, fieldErrors: [] },
  submit: { ...idleCall, data: null, fieldErrors: [] },
  revision: 0,
  syncedRevision: 0,
  revisionNote: null,
};

function withCompleted(completed: readonly CommodityStep[], step: CommodityStep): CommodityStep[] {
  return completed.includes(step) ? [...completed] : [...completed, step].sort((a, b) => a - b);
}

/** The identity form without the passwords (once they have served their call). */
function withoutPasswords(forms: CommodityForms): CommodityForms {
  const { password: _password, confirmPassword: _confirm, ...identity } = forms.identity;
  return { ...forms, identity };
}

/**
 * The flow's load (or its reload with step 1's token) listed the file categories with the draft's
 * stored files (the engine keeps them): they replace the product's upload fields (fresh signed links).
 */
function withLoadedFiles(state: CommodityState, loaded: unknown): CommodityState {
  const categories = (loaded as CommodityLoaded | undefined)?.fileCategories;
  if (!categories) return state;
  const files = categories.flatMap((category) => category.clientFiles);
  return { ...state, forms: { ...state.forms, product: withServerUploads(state.forms.product, files) } };
}

/** The commodity wizard reducer (plain redux). */
export function commodityReducer(
  state: CommodityState = initialCommodityState,
  action: CommodityAction | { type: string },
): CommodityState {
  const a = action as CommodityAction;
  switch (a.type) {
    case 'stepFlow/LOADED':
    case 'stepFlow/RELOADED':
      return a.payload.flow === COMMODITY ? withLoadedFiles(state, a.payload.loaded) : state;
    case identityActions.REQUEST:
      return { ...state, identity: { ...startedCall(), fieldErrors: [] } };
    case identityActions.SUCCESS:
      return {
        ...state,
        identity: { ...succeededCall(), fieldErrors: [] },
        applicantKind: a.payload.kind,
        login: a.payload.login,
        // A member's login password is done with; a new member's is needed until the submit.
        forms: a.payload.kind === 'member' ? withoutPasswords(state.forms) : state.forms,
      };
    case identityActions.FAILURE:
      return { ...state, identity: { ...failedCall(a.payload), fieldErrors: a.payload.fieldErrors } };
    case draftLoadActions.REQUEST:
      return { ...state, draftLoad: startedCall() };
    case draftLoadActions.SUCCESS:
      if (!a.payload) return { ...state, draftLoad: succeededCall() };
      return {
        ...state,
        draftLoad: succeededCall(),
        forms: { ...a.payload.forms, identity: { ...a.payload.forms.identity, ...state.forms.identity } },
        syncedRevision: state.revision,
      };
    case draftLoadActions.FAILURE:
      return { ...state, draftLoad: failedCall(a.payload) };
    case draftSaveActions.REQUEST:
      return { ...state, draftSave: { ...startedCall(), savedAt: state.draftSave.savedAt } };
    case draftSaveActions.SUCCESS:
      return {
        ...state,
        draftSave: { ...succeededCall(), savedAt: a.payload.savedAt },
        syncedRevision: Math.max(state.syncedRevision, a.payload.revision ?? state.revision),
      };
    case draftSaveActions.FAILURE:
      return { ...state, draftSave: { ...failedCall(a.payload), savedAt: state.draftSave.savedAt } };
    case draftDeleteActions.SUCCESS:
      return { ...initialCommodityState, applicantKind: state.applicantKind };
    case stepSaveActions.REQUEST:
      return { ...state, stepSave: { ...startedCall(), step: a.payload, fieldErrors: [] } };
    case stepSaveActions.SUCCESS:
      return {
        ...state,
        stepSave: { ...succeededCall(), step: a.payload, fieldErrors: [] },
        completed: withCompleted(state.completed, a.payload),
        revisionNote: state.revisionNote?.step === a.payload ? null : state.revisionNote,
      };
    case stepSaveActions.FAILURE:
      return {
        ...state,
        stepSave: { ...state.stepSave, ...failedCall(a.payload), fieldErrors: a.payload.fieldErrors },
      };
    case submitActions.REQUEST:
      return { ...state, submit: { ...startedCall(), data: null, fieldErrors: [] } };
    case submitActions.SUCCESS:
      return {
        ...state,
        submit: { ...succeededCall(), data: a.payload, fieldErrors: [] },
        // Step 5 (確認訂單) is complete once the application is sent.
        completed: withCompleted(state.completed, 5),
        forms: withoutPasswords(state.forms),
      };
    case submitActions.FAILURE:
      return {
        ...state,
        submit: { ...failedCall(a.payload), data: null, fieldErrors: a.payload.fieldErrors },
      };
    case 'commodity/FORM_CHANGED':
      return {
        ...state,
        forms: { ...state.forms, [a.payload.step]: a.payload.data },
        revision: state.revision + 1,
      };
    case 'commodity/MID_AGREED':
      return { ...state, midClause: a.payload, revision: state.revision + 1 };
    case 'commodity/CONTRACT_AGREED':
      return {
        ...state,
        contractsAgreedAt: { ...state.contractsAgreedAt, [a.payload.contract]: a.payload.agreedAt },
      };
    case 'commodity/LOCAL_RESTORED':
      return {
        ...state,
        forms: { ...state.forms, ...a.payload.forms },
        completed: [...a.payload.completed].sort((x, y) => x - y),
        revision: a.payload.unsynced ? Math.max(state.revision, state.syncedRevision) + 1 : state.revision,
      };
    case 'commodity/LOCAL_AGREEMENTS_RESTORED':
      return { ...state, ...a.payload };
    case 'commodity/APPLICANT_RESUMED':
      return { ...state, applicantKind: a.payload, identity: { ...succeededCall(), fieldErrors: [] } };
    case 'commodity/REVISION_NOTE': {
      const before = ([1, 2, 3, 4] as const).filter((step) => a.payload && step < a.payload.step);
      return { ...state, revisionNote: a.payload, completed: before.reduce(withCompleted, state.completed) };
    }
    case 'commodity/CLEARED':
      return initialCommodityState;
    default:
      return state;
  }
}
