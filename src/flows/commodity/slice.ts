import type { CommodityLoginData, SubmittedApplication } from '../../api/v2/types/commodity';
import type { AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import type { ServerFieldError } from '../../forms/server-errors';
import {
  applicantResumed,
  applicationCleared,
  draftDeleteActions,
  draftLoadActions,
  identityActions,
  localAgreementsRestored,
  localRestoreRequested,
  midClauseAgreed,
  revisionNoteShown,
  stepSaveActions,
  submitActions,
  type ApplicantKind,
  type CommodityStep,
  type MidClauseAgreement,
} from './actions';
import type { RevisionNote } from './model/wizard-revisions';

/**
 * The commodity wizard's slice of the store: who applies, the agreements and the calls of steps 1
 * and 5. The forms, the steps done and the draft's sync are the engine's run of the wizard
 * (`state.stepFlows.commodity`: selectWizardForms, selectCompletedSteps).
 */
export interface CommodityState {
  applicantKind: ApplicantKind | null;
  midClause: MidClauseAgreement | null;
  login: CommodityLoginData | null;
  identity: CallState & { fieldErrors: ServerFieldError[] };
  draftLoad: CallState;
  stepSave: CallState & { step: CommodityStep | null; fieldErrors: ServerFieldError[] };
  submit: CallState & { data: SubmittedApplication | null; fieldErrors: ServerFieldError[] };
  /** The forms changed under the draft or the send: the step and fields to confirm (issue 30). */
  revisionNote: RevisionNote | null;
}

/** Every action the commodity reducer understands. */
export type CommodityAction =
  | AsyncActionOf<typeof identityActions>
  | AsyncActionOf<typeof draftLoadActions>
  | AsyncActionOf<typeof draftDeleteActions>
  | AsyncActionOf<typeof stepSaveActions>
  | AsyncActionOf<typeof submitActions>
  | ReturnType<typeof midClauseAgreed>
  | ReturnType<typeof applicationCleared>
  | ReturnType<typeof localAgreementsRestored>
  | ReturnType<typeof localRestoreRequested>
  | ReturnType<typeof applicantResumed>
  | ReturnType<typeof revisionNoteShown>;

/** The slice before anything happened. */
export const initialCommodityState: CommodityState = {
  applicantKind: null,
  midClause: null,
  login: null,
  identity: { ...idleCall, fieldErrors: [] },
  draftLoad: idleCall,
  stepSave: { ...idleCall, step: null, fieldErrors: [] },
  submit: { ...idleCall, data: null, fieldErrors: [] },
  revisionNote: null,
};

/** The commodity wizard reducer (plain redux). */
export function commodityReducer(
  state: CommodityState = initialCommodityState,
  action: CommodityAction | { type: string },
): CommodityState {
  const a = action as CommodityAction;
  switch (a.type) {
    case identityActions.REQUEST:
      return { ...state, identity: { ...startedCall(), fieldErrors: [] } };
    case identityActions.SUCCESS:
      return {
        ...state,
        identity: { ...succeededCall(), fieldErrors: [] },
        applicantKind: a.payload.kind,
        login: a.payload.login,
      };
    case identityActions.FAILURE:
      return { ...state, identity: { ...failedCall(a.payload), fieldErrors: a.payload.fieldErrors } };
    case draftLoadActions.REQUEST:
      return { ...state, draftLoad: startedCall() };
    case draftLoadActions.SUCCESS:
      return { ...state, draftLoad: succeededCall() };
    case draftLoadActions.FAILURE:
      return { ...state, draftLoad: failedCall(a.payload) };
    case draftDeleteActions.SUCCESS:
      return { ...initialCommodityState, applicantKind: state.applicantKind };
    case stepSaveActions.REQUEST:
      return { ...state, stepSave: { ...startedCall(), step: a.payload, fieldErrors: [] } };
    case stepSaveActions.SUCCESS:
      return {
        ...state,
        stepSave: { ...succeededCall(), step: a.payload, fieldErrors: [] },
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
      };
    case submitActions.FAILURE:
      return {
        ...state,
        submit: { ...failedCall(a.payload), data: null, fieldErrors: a.payload.fieldErrors },
      };
    case 'commodity/MID_AGREED':
      return { ...state, midClause: a.payload };
    case 'commodity/LOCAL_AGREEMENTS_RESTORED':
      return { ...state, midClause: a.payload.midClause };
    case 'commodity/APPLICANT_RESUMED':
      return { ...state, applicantKind: a.payload, identity: { ...succeededCall(), fieldErrors: [] } };
    case 'commodity/REVISION_NOTE':
      return { ...state, revisionNote: a.payload };
    case 'commodity/CLEARED':
      return initialCommodityState;
    default:
      return state;
  }
}
