import type { LoginReply } from '../../api/v2/auth';
import { logoutSucceeded, sessionChecked, sessionStarted } from '../../store/session/actions';

/** Tells the app a member session began (header, sidebar and guards follow the session store). */
export const sessionBegan = (_reply: LoginReply) => sessionStarted();

/** Tells the app the session is gone (a lapsed token found when /login opened). */
export const sessionCleared = () => sessionChecked(false);

/** The session store's "logged out" action: the auth slice forgets the member's data then. */
export const LOGGED_OUT = logoutSucceeded().type;
