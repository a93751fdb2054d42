import type { EmailVerification, VerificationMailSent } from '../../api/v2/emails';
import type { ChangePasswordData } from '../../api/v2/passwords';
import type { MidClause } from '../../api/v2/reference';
import type { MemberInfoData, MemberRecord } from '../../api/v2/types/member';
import { asyncActions, type AsyncActionOf } from '../../store/async-actions';
import { logoutSucceeded } from '../../store/session/actions';

/** `GET /members/basic-info`: the member record for /member/info. */
export const basicInfoActions = asyncActions<'member/basicInfo', void, MemberRecord>('member/basicInfo');
/** `PUT /members/info`: saving the memberInfo form (success carries the server's message). */
export const saveInfoActions = asyncActions<'member/saveInfo', MemberInfoData, string>('member/saveInfo');
/** Whether another member uses the address typed into the form (payload: the address). */
export const emailRepeatedActions = asyncActions<
  'member/emailRepeated',
  string,
  { email: string; isRepeated: boolean }
>('member/emailRepeated');
/** Mailing the verification link to the address on file. */
export const verificationMailActions = asyncActions<'member/verificationMail', void, VerificationMailSent>(
  'member/verificationMail',
);
/** Asking whether the address on file is verified now (after the member followed the link). */
export const emailVerifiedActions = asyncActions<'member/emailVerified', void, EmailVerification>(
  'member/emailVerified',
);
/** Whether the server verifies LINE tokens (`GET /oauth/line-integration`). */
export const lineIntegrationActions = asyncActions<'member/lineIntegration', void, { isEnabled: boolean }>(
  'member/lineIntegration',
);
/** Linking LINE to the member (payload: the LINE access token from LIFF). */
export const lineLinkActions = asyncActions<'member/lineLink', string, void>('member/lineLink');
/** Removing the member's LINE link. */
export const lineUnlinkActions = asyncActions<'member/lineUnlink', void, void>('member/lineUnlink');
/** `GET /members/mid-clause`: the newest mid clause with its version. */
export const midClauseActions = asyncActions<'member/midClause', void, MidClause>('member/midClause');
/** `PUT /members/password`: old, new and confirmed password (success carries the server's message). */
export const changePasswordActions = asyncActions<'member/changePassword', ChangePasswordData, string>(
  'member/changePassword',
);

/** The calls a page may reset when it opens, so an old outcome does not show again. */
export type ResettableMemberCall =
  'saveInfo' | 'verificationMail' | 'emailVerified' | 'lineLink' | 'lineUnlink' | 'changePassword';

/** Forgets the outcome of a call (e.g. a success message of an earlier visit). */
export const memberCallReset = (call: ResettableMemberCall) => ({
  type: 'member/RESET' as const,
  payload: call,
});

/** The session store's "logged out" action: the member slice forgets the member's data then. */
export const LOGGED_OUT = logoutSucceeded().type;

/** Every action the member reducer understands. */
export type MemberAction =
  | AsyncActionOf<typeof basicInfoActions>
  | AsyncActionOf<typeof saveInfoActions>
  | AsyncActionOf<typeof emailRepeatedActions>
  | AsyncActionOf<typeof verificationMailActions>
  | AsyncActionOf<typeof emailVerifiedActions>
  | AsyncActionOf<typeof lineIntegrationActions>
  | AsyncActionOf<typeof lineLinkActions>
  | AsyncActionOf<typeof lineUnlinkActions>
  | AsyncActionOf<typeof midClauseActions>
  | AsyncActionOf<typeof changePasswordActions>
  | ReturnType<typeof memberCallReset>
  | { type: typeof LOGGED_OUT };
