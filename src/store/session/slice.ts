import { isLoggedIn } from '../../api/session-cookies';
import { idleResource, succeededResource, type AsyncResource } from '../async-resource';
import type { SessionAction } from './actions';

/** Whether a member is logged in, and how the last logout went. */
export interface SessionState {
  loggedIn: boolean;
  logout: AsyncResource & { pending: boolean };
}

/** The state at start, read from the auth cookie. */
export function initialSessionState(loggedIn: boolean = isLoggedIn()): SessionState {
  return { loggedIn, logout: { ...idleResource(null), pending: false } };
}

/** The session reducer (mounted under `session`). */
export function sessionReducer(
  state: SessionState = initialSessionState(),
  action: SessionAction,
): SessionState {
  switch (action.type) {
    case 'session/STARTED':
      return { ...state, loggedIn: true, logout: initialSessionState(true).logout };
    case 'session/CHECKED':
      return state.loggedIn === action.payload ? state : { ...state, loggedIn: action.payload };
    case 'session/LOGOUT_REQUEST':
      return { ...state, logout: { ...state.logout, pending: true } };
    case 'session/LOGOUT_SUCCESS':
      return { loggedIn: false, logout: { ...succeededResource(null), pending: false } };
    default:
      return state;
  }
}

/** Whether a member is logged in (the header's login/logout, the drawer, the sidebar). */
export const selectLoggedIn = (state: { session: SessionState }) => state.session.loggedIn;
