import type { UnknownAction } from 'redux';
import type { ForgetPasswordData, NewPassword } from '../../api/v2/passwords';
import type { ServerFieldError } from '../../forms/server-errors';
import { asyncActions, type AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import { LOGGED_OUT } from './session-link';

export type { CallState, CallStatus } from '../../store/call-state';

/** What the login and LINE-login calls hand the page: whom to greet. */
export interface LoginDone {
  name: string | null;
}

/** The ID-number + password login, optionally linking a LINE account on the way. */
export interface LoginInput {
  idNum: string;
  passwd: string;
  lineAccessToken?: string;
}

/** The latest open case as the member home summarises it. */
export interface CaseSummary {
  caseNo: string;
  productName: string;
  statusLabel: string;
}

/** The member home: greeting name plus the open-case summary. */
export interface MemberHomeSummary {
  name: string | null;
  openCaseCount: number;
  latestCase: CaseSummary | null;
}

/** §8: the LINE account is valid but linked to no member; the member logs in and links it. */
export const LINE_NOT_LINKED = '015.407';

/** Whether a stored token is still valid (checked when /login opens). */
export const tokenCheckActions = asyncActions<'auth/tokenCheck', void, { isValid: boolean }>(
  'auth/tokenCheck',
);
/** ID number + password login (then the whitelist check). */
export const loginActions = asyncActions<'auth/login', LoginInput, LoginDone>('auth/login');
/** The "is this ID already a member" hint on the login form. */
export const idCheckActions = asyncActions<'auth/idCheck', string, { idNum: string; isExistent: boolean }>(
  'auth/idCheck',
);
/** Login with a linked LINE account (payload: the LINE access token). */
export const lineLoginActions = asyncActions<'auth/lineLogin', string, LoginDone>('auth/lineLogin');
/** Linking LINE to the logged-in member (payload: the LINE access token). */
export const lineLinkActions = asyncActions<'auth/lineLink', string, void>('auth/lineLink');
/** Whether the server verifies LINE tokens (GET /oauth/line-integration); asked once. */
export const lineIntegrationActions = asyncActions<'auth/lineIntegration', void, { isEnabled: boolean }>(
  'auth/lineIntegration',
);
/** Asking for a reset-password mail; `devOutbox`: the server keeps a development outbox to read it in. */
export const forgetPasswordActions = asyncActions<
  'auth/forgetPassword',
  ForgetPasswordData,
  { message: string; devOutbox: boolean }
>('auth/forgetPassword');
/** Whether the mailed reset link can still be used, asked when the reset page opens (payload: its token). */
export const resetLinkActions = asyncActions<'auth/resetLink', string, { token: string; expiresAt: string }>(
  'auth/resetLink',
);
/** Setting a new password through the mailed link. */
export const resetPasswordActions = asyncActions<
  'auth/resetPassword',
  { resetToken: string; data: NewPassword },
  string
>('auth/resetPassword');
/** Loading the member home (name and open cases). */
export const memberHomeActions = asyncActions<'auth/memberHome', void, MemberHomeSummary>('auth/memberHome');

/** The calls a page may reset when it opens, so an old outcome does not act again. */
export type ResettableCall =
  'tokenCheck' | 'login' | 'lineLogin' | 'lineLink' | 'forgetPassword' | 'resetLink' | 'resetPassword';

/** Forgets the outcome of a call (e.g. a success that already navigated away). */
export const authCallReset = (call: ResettableCall) => ({ type: 'auth/RESET' as const, payload: call });

/** The auth flow's slice of the store. */
export interface AuthState {
  tokenCheck: CallState & { isValid: boolean | null };
  login: CallState & { fieldErrors: ServerFieldError[] };
  idCheck: { idNum: string | null; isExistent: boolean | null };
  /** After 015.407 `lineAccessToken` is the valid but unlinked LINE token, to link at the next login. */
  lineLogin: CallState & { lineAccessToken: string | null };
  lineLink: CallState;
  lineIntegration: CallState & { isEnabled: boolean | null };
  forgetPassword: CallState & { devOutbox: boolean };
  /** The state of the reset link `token`: usable until `expiresAt`, or failed with its 401 code. */
  resetLink: CallState & { token: string | null; expiresAt: string | null };
  resetPassword: CallState;
  memberHome: CallState & { summary: MemberHomeSummary | null };
}

/** Every action the auth reducer understands. */
export type AuthAction =
  | AsyncActionOf<typeof tokenCheckActions>
  | AsyncActionOf<typeof loginActions>
  | AsyncActionOf<typeof idCheckActions>
  | AsyncActionOf<typeof lineLoginActions>
  | AsyncActionOf<typeof lineLinkActions>
  | AsyncActionOf<typeof lineIntegrationActions>
  | AsyncActionOf<typeof forgetPasswordActions>
  | AsyncActionOf<typeof resetLinkActions>
  | AsyncActionOf<typeof resetPasswordActions>
  | AsyncActionOf<typeof memberHomeActions>
  | ReturnType<typeof authCallReset>
  | { type: typeof LOGGED_OUT };

const idle = idleCall;
const started = startedCall;
const succeeded = succeededCall;
const failed = failedCall;

/** The slice before anything happened. */
export const initialAuthState: AuthState = {
  tokenCheck: { ...idle, isValid: null },
  login: { ...idle, fieldErrors: [] },
  idCheck: { idNum: null, isExistent: null },
  lineLogin: { ...idle, lineAccessToken: null },
  lineLink: idle,
  lineIntegration: { ...idle, isEnabled: null },
  forgetPassword: { ...idle, devOutbox: false },
  resetLink: { ...idle, token: null, expiresAt: null },
  resetPassword: idle,
  memberHome: { ...idle, summary: null },
};

/** The auth flow's reducer (mounted under `auth` in the root reducer). */
export function authReducer(state: AuthState = initialAuthState, incoming: UnknownAction): AuthState {
  // The store hands every action to every reducer; only the auth flow's own types match below.
  const action = incoming as AuthAction;
  switch (action.type) {
    case tokenCheckActions.REQUEST:
      return { ...state, tokenCheck: { ...started(), isValid: null } };
    case tokenCheckActions.SUCCESS:
      return { ...state, tokenCheck: { ...succeeded(), isValid: action.payload.isValid } };
    case tokenCheckActions.FAILURE:
      return { ...state, tokenCheck: { ...failed(action.payload), isValid: null } };

    case loginActions.REQUEST:
      return { ...state, login: { ...started(), fieldErrors: [] } };
    case loginActions.SUCCESS:
      // A pending LINE token was linked by this login (or dropped by the member): forget it.
      return { ...state, login: { ...succeeded(), fieldErrors: [] }, lineLogin: initialAuthState.lineLogin };
    case loginActions.FAILURE:
      return { ...state, login: { ...failed(action.payload), fieldErrors: action.payload.fieldErrors } };

    case idCheckActions.REQUEST:
      return { ...state, idCheck: { idNum: action.payload, isExistent: null } };
    case idCheckActions.SUCCESS:
      // An answer for an ID the member has since changed is stale.
      return state.idCheck.idNum === action.payload.idNum ? { ...state, idCheck: action.payload } : state;
    case idCheckActions.FAILURE:
      return { ...state, idCheck: { idNum: null, isExistent: null } };

    case lineLoginActions.REQUEST:
      return { ...state, lineLogin: { ...started(), lineAccessToken: action.payload } };
    case lineLoginActions.SUCCESS:
      return { ...state, lineLogin: { ...succeeded(), lineAccessToken: null } };
    case lineLoginActions.FAILURE:
      // Only a LINE account that is valid but not linked yet (015.407) is worth linking at login.
      return {
        ...state,
        lineLogin: {
          ...failed(action.payload),
          lineAccessToken: action.payload.code === LINE_NOT_LINKED ? state.lineLogin.lineAccessToken : null,
        },
      };

    case lineLinkActions.REQUEST:
      return { ...state, lineLink: started() };
    case lineLinkActions.SUCCESS:
      return { ...state, lineLink: succeeded('LINE 帳號綁定成功，之後可使用 LINE 快速登入') };
    case lineLinkActions.FAILURE:
      return { ...state, lineLink: failed(action.payload) };

    case lineIntegrationActions.REQUEST:
      return { ...state, lineIntegration: { ...started(), isEnabled: null } };
    case lineIntegrationActions.SUCCESS:
      return { ...state, lineIntegration: { ...succeeded(), isEnabled: action.payload.isEnabled } };
    case lineIntegrationActions.FAILURE:
      // Unknown means hidden: a LINE button that cannot work is worse than none.
      return { ...state, lineIntegration: { ...failed(action.payload), isEnabled: false } };

    case forgetPasswordActions.REQUEST:
      return { ...state, forgetPassword: { ...started(), devOutbox: false } };
    case forgetPasswordActions.SUCCESS:
      return {
        ...state,
        forgetPassword: { ...succeeded(action.payload.message), devOutbox: action.payload.devOutbox },
      };
    case forgetPasswordActions.FAILURE:
      return { ...state, forgetPassword: { ...failed(action.payload), devOutbox: false } };

    case resetLinkActions.REQUEST:
      return { ...state, resetLink: { ...started(), token: action.payload, expiresAt: null } };
    case resetLinkActions.SUCCESS:
      return { ...state, resetLink: { ...succeeded(), ...action.payload } };
    case resetLinkActions.FAILURE:
      return {
        ...state,
        resetLink: { ...failed(action.payload), token: state.resetLink.token, expiresAt: null },
      };

    case resetPasswordActions.REQUEST:
      return { ...state, resetPassword: started() };
    case resetPasswordActions.SUCCESS:
      return { ...state, resetPassword: succeeded(action.payload) };
    case resetPasswordActions.FAILURE:
      return { ...state, resetPassword: failed(action.payload) };

    case memberHomeActions.REQUEST:
      return { ...state, memberHome: { ...started(), summary: state.memberHome.summary } };
    case memberHomeActions.SUCCESS:
      return { ...state, memberHome: { ...succeeded(), summary: action.payload } };
    case memberHomeActions.FAILURE:
      return { ...state, memberHome: { ...failed(action.payload), summary: null } };

    case 'auth/RESET':
      return { ...state, [action.payload]: initialAuthState[action.payload] };
    case LOGGED_OUT:
      // Nothing of the last member (name, cases, a pending LINE token) may show to the next one.
      return initialAuthState;
    default:
      return state;
  }
}
