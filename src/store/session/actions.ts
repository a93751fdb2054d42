/**
 * Login state (spec §4: the presence of the auth cookie). The cookies themselves are written by
 * src/api/session-cookies.ts; these actions keep the store in step with them.
 */

/** A session began: the cookies were just written (login, LINE login, the index guard's token). */
export const sessionStarted = () => ({ type: 'session/STARTED' }) as const;
/** The cookie was (re)read: true while it is there (e.g. false after it expired or was cleared). */
export const sessionChecked = (loggedIn: boolean) =>
  ({ type: 'session/CHECKED', payload: loggedIn }) as const;
/**
 * What to do with the offline queue's items at logout: send them first, or discard
 * them; undefined: ask when there are any.
 */
export type QueuedAtLogout = 'send' | 'discard';

/** The member asked to log out (header, sidebar or drawer), with their answer about queued items. */
export const logoutRequested = (queued?: QueuedAtLogout) =>
  ({ type: 'session/LOGOUT_REQUEST', payload: queued }) as const;
/**
 * The member is logged out locally. There is no FAILURE: the server call only revokes the token,
 * and its failure must not keep anyone logged in.
 */
export const logoutSucceeded = () => ({ type: 'session/LOGOUT_SUCCESS' }) as const;

/** Every action of the session slice. */
export type SessionAction = ReturnType<
  typeof sessionStarted | typeof sessionChecked | typeof logoutRequested | typeof logoutSucceeded
>;
