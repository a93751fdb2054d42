/*
 * The session's cookie names, read by the app (session-cookies.ts) and by the server, which draws
 * a page for the session that opens it (src/server/page-session.ts).
 */

/**
 * The two cookies of spec §9: `access_token` (the member token older calls put in the query)
 * and the auth cookie whose presence means "logged in" (§4). Both expire with the token.
 */
export const ACCESS_TOKEN_COOKIE = 'access_token';
/** The auth cookie; its name carries the product's name (spec §9 withholds the original). */
export const AUTH_COOKIE = 'fenqi_member_auth';

/**
 * The member's device key: the name the member's drafts are kept under on this device,
 * the same after every login (src/api/offline/member-draft-owner.ts). Not a credential; it expires
 * with the session and goes with it.
 */
export const DEVICE_KEY_COOKIE = 'fenqi_device_key';
