import type { CommodityLoginData, SubmittedApplication } from '../../api/v2/types/commodity';
import type { AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import type { ServerFieldError } from '../../forms/server-errors';
import {
  applicantResumed,
  applicationCleared,
  draftDeleteActions,
  identityActions,
  revisionNoteShown,
  submitActions,
  type ApplicantKind,
} from './actions';
import type { RevisionNote } from './model/wizard-revisions';
import type { flowStepSaved } from '../../step-flow/slice';
import { stepNumberOf } from './commodity-steps';
import { COMMODITY } from './flow-name';

/**
 * The commodity wizard's slice of the store: who applies and the calls of steps 1–5. The forms
 * (with the agreements), the steps done and the draft are the engine's run of the wizard
 * (`state.stepFlows.commodity`: selectWizardForms, selectCompletedSteps, selectMidClauseAgreement).
 */
export interface CommodityState {
  applicantKind: ApplicantKind | null;
  login: CommodityLoginData | null;
  identity: CallState & { fieldErrors: ServerFieldError[] };
  submit: CallState & { data: SubmittedApplication | null; fieldErrors: ServerFieldError[] };
  /** The forms changed under the draft or the send: the step and fields to confirm. */
  revisionNote: RevisionNote | null;
}

/** Every action the commodity reducer understands. */
export type CommodityAction =
  | AsyncActionOf<typeof identityActions>
  | AsyncActionOf<typeof draftDeleteActions>
  | AsyncActionOf<typeof submitActions>
  | ReturnType<typeof applicationCleared>
  | ReturnType<typeof applicantResumed>
  | ReturnType<typeof revisionNoteShown>
  | ReturnType<typeof flowStepSaved>;

/** The slice before anything happened. */
export const initialCommodityState: CommodityState = {
  applicantKind: null,
  login: null,
  identity: { ...idleCall, fieldErrors: [] },
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
        // Step 1 done again: its revision note is answered.
        revisionNote: state.revisionNote?.step === 1 ? null : state.revisionNote,
      };
    case identityActions.FAILURE:
      return { ...state, identity: { ...failedCall(a.payload), fieldErrors: a.payload.fieldErrors } };
    case draftDeleteActions.SUCCESS:
      return { ...initialCommodityState, applicantKind: state.applicantKind };
    case 'stepFlow/STEP_SAVED': {
      // A step the engine sent (by saving the draft) takes its revision note away.
      const { flow, step } = (a as ReturnType<typeof flowStepSaved>).payload;
      if (flow !== COMMODITY || state.revisionNote?.step !== stepNumberOf(step)) return state;
      return { ...state, revisionNote: null };
    }
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
