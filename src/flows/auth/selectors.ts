import type { AuthState } from './slice';

/** The root state as far as the auth flow reads it (mounted under `auth` by the root reducer). */
export interface WithAuth {
  auth: AuthState;
}

/** The auth flow's slice. */
export const selectAuth = (state: WithAuth): AuthState => state.auth;
