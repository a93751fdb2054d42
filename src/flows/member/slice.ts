import type { UnknownAction } from 'redux';
import type { MidClause } from '../../api/v2/reference';
import type { MemberRecord } from '../../api/v2/types/member';
import type { ServerFieldError } from '../../forms/server-errors';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import {
  basicInfoActions,
  changePasswordActions,
  emailRepeatedActions,
  emailVerifiedActions,
  LOGGED_OUT,
  lineIntegrationActions,
  lineLinkActions,
  lineUnlinkActions,
  midClauseActions,
  saveInfoActions,
  verificationMailActions,
  type MemberAction,
} from './actions';

/** Shown after linking and unlinking LINE. */
export const LINE_LINKED_MESSAGE = 'LINE 帳號綁定成功，之後可使用 LINE 快速登入';
export const LINE_UNLINKED_MESSAGE = '已解除 LINE 帳號綁定';
/** The answer to "is my address verified now?" (the server answers only true or false). */
export const EMAIL_VERIFIED_MESSAGE = '電子信箱已完成驗證';
export const EMAIL_NOT_VERIFIED_MESSAGE = '尚未完成驗證，請至電子信箱點選驗證連結後再確認一次';

/** The member flow's slice: the record, each call of /member/info, the mid clause and the password change. */
export interface MemberState {
  /**
   * The record as loaded (its identity changes only with a load, so a form built from it keeps the
   * member's edits), and its verified / linked states as they are now.
   */
  basicInfo: CallState & { record: MemberRecord | null; isEmailVerified: boolean; isLineLinked: boolean };
  saveInfo: CallState & { fieldErrors: ServerFieldError[] };
  /** The last repeated-check: for which address, and its answer (null while asking). */
  emailCheck: { email: string | null; isRepeated: boolean | null };
  verificationMail: CallState;
  emailVerified: CallState;
  lineIntegration: CallState & { isEnabled: boolean | null };
  lineLink: CallState;
  lineUnlink: CallState;
  midClause: CallState & { clause: MidClause | null };
  changePassword: CallState & { fieldErrors: ServerFieldError[] };
}

/** The slice before anything happened. */
export const initialMemberState: MemberState = {
  basicInfo: { ...idleCall, record: null, isEmailVerified: false, isLineLinked: false },
  saveInfo: { ...idleCall, fieldErrors: [] },
  emailCheck: { email: null, isRepeated: null },
  verificationMail: idleCall,
  emailVerified: idleCall,
  lineIntegration: { ...idleCall, isEnabled: null },
  lineLink: idleCall,
  lineUnlink: idleCall,
  midClause: { ...idleCall, clause: null },
  changePassword: { ...idleCall, fieldErrors: [] },
};

/** The loaded record's read-only states, changed by later calls (a check, a link, an unlink). */
function withStates(
  state: MemberState,
  change: Partial<Pick<MemberState['basicInfo'], 'isEmailVerified' | 'isLineLinked'>>,
): MemberState['basicInfo'] {
  return { ...state.basicInfo, ...change };
}

/** The member flow's reducer (mounted under `member` in the root reducer). */
export function memberReducer(state: MemberState = initialMemberState, incoming: UnknownAction): MemberState {
  // Every action reaches every reducer; only the member flow's own types match below.
  const action = incoming as MemberAction;
  switch (action.type) {
    case basicInfoActions.REQUEST:
      return { ...state, basicInfo: { ...state.basicInfo, ...startedCall() } };
    case basicInfoActions.SUCCESS: {
      const record = action.payload;
      const { isEmailVerified, isLineLinked } = record;
      return { ...state, basicInfo: { ...succeededCall(), record, isEmailVerified, isLineLinked } };
    }
    case basicInfoActions.FAILURE:
      return { ...state, basicInfo: { ...state.basicInfo, ...failedCall(action.payload) } };

    case saveInfoActions.REQUEST:
      return { ...state, saveInfo: { ...startedCall(), fieldErrors: [] } };
    case saveInfoActions.SUCCESS:
      return { ...state, saveInfo: { ...succeededCall(action.payload), fieldErrors: [] } };
    case saveInfoActions.FAILURE:
      return {
        ...state,
        saveInfo: { ...failedCall(action.payload), fieldErrors: action.payload.fieldErrors },
      };

    case emailRepeatedActions.REQUEST:
      return { ...state, emailCheck: { email: action.payload, isRepeated: null } };
    case emailRepeatedActions.SUCCESS:
      // An answer for an address the member has since changed is stale.
      return state.emailCheck.email === action.payload.email
        ? { ...state, emailCheck: action.payload }
        : state;
    case emailRepeatedActions.FAILURE:
      // Unknown is not "repeated": the server still refuses a taken address when the form is saved.
      return { ...state, emailCheck: { email: state.emailCheck.email, isRepeated: false } };

    case verificationMailActions.REQUEST:
      return { ...state, verificationMail: startedCall() };
    case verificationMailActions.SUCCESS:
      return { ...state, verificationMail: succeededCall(action.payload.message) };
    case verificationMailActions.FAILURE:
      return { ...state, verificationMail: failedCall(action.payload) };

    case emailVerifiedActions.REQUEST:
      return { ...state, emailVerified: startedCall() };
    case emailVerifiedActions.SUCCESS: {
      const { isVerified } = action.payload;
      return {
        ...state,
        basicInfo: withStates(state, { isEmailVerified: isVerified }),
        emailVerified: succeededCall(isVerified ? EMAIL_VERIFIED_MESSAGE : EMAIL_NOT_VERIFIED_MESSAGE),
      };
    }
    case emailVerifiedActions.FAILURE:
      return { ...state, emailVerified: failedCall(action.payload) };

    case lineIntegrationActions.REQUEST:
      return { ...state, lineIntegration: { ...startedCall(), isEnabled: null } };
    case lineIntegrationActions.SUCCESS:
      return { ...state, lineIntegration: { ...succeededCall(), isEnabled: action.payload.isEnabled } };
    case lineIntegrationActions.FAILURE:
      // Unknown means hidden: a LINE section that cannot work is worse than none.
      return { ...state, lineIntegration: { ...failedCall(action.payload), isEnabled: false } };

    case lineLinkActions.REQUEST:
      return { ...state, lineLink: startedCall(), lineUnlink: idleCall };
    case lineLinkActions.SUCCESS:
      return {
        ...state,
        basicInfo: withStates(state, { isLineLinked: true }),
        lineLink: succeededCall(LINE_LINKED_MESSAGE),
      };
    case lineLinkActions.FAILURE:
      return { ...state, lineLink: failedCall(action.payload) };

    case lineUnlinkActions.REQUEST:
      return { ...state, lineUnlink: startedCall(), lineLink: idleCall };
    case lineUnlinkActions.SUCCESS:
      return {
        ...state,
        basicInfo: withStates(state, { isLineLinked: false }),
        lineUnlink: succeededCall(LINE_UNLINKED_MESSAGE),
      };
    case lineUnlinkActions.FAILURE:
      return { ...state, lineUnlink: failedCall(action.payload) };

    case midClauseActions.REQUEST:
      return { ...state, midClause: { ...startedCall(), clause: state.midClause.clause } };
    case midClauseActions.SUCCESS:
      return { ...state, midClause: { ...succeededCall(), clause: action.payload } };
    case midClauseActions.FAILURE:
      return { ...state, midClause: { ...failedCall(action.payload), clause: state.midClause.clause } };

    case changePasswordActions.REQUEST:
      return { ...state, changePassword: { ...startedCall(), fieldErrors: [] } };
    case changePasswordActions.SUCCESS:
      return { ...state, changePassword: { ...succeededCall(action.payload), fieldErrors: [] } };
    case changePasswordActions.FAILURE:
      return {
        ...state,
        changePassword: { ...failedCall(action.payload), fieldErrors: action.payload.fieldErrors },
      };

    case 'member/RESET':
      return { ...state, [action.payload]: initialMemberState[action.payload] };
    case LOGGED_OUT:
      // Nothing of the last member (record, email, LINE state) may show to the next one.
      return initialMemberState;
    default:
      return state;
  }
}

/** The root state as far as the member flow reads it. */
export interface WithMember {
  member: MemberState;
}

/** The member flow's slice. */
export const selectMember = (state: WithMember): MemberState => state.member;
