import type { CommodityLoginData } from '../../validation/api-replies';
import { API_ERRORS } from '../api-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../auth/login-rate-limit';
import { verifyAgainstNoOne, verifyPassword } from '../auth/password-hash';
import { issueToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { hasDraft } from './commodity-drafts';

/** The reply's `data` of `POST /members/commodity-cases/login` (schemas/api/replies/commodity-login-data.json). */
export type { CommodityLoginData };

/**
 * Logs a member into the commodity application with ID number and password, issuing a
 * 'commodity' token (2 hours). Failures answer 001.405 with the member-login messages (unknown
 * ID, no password set, wrong password) and count towards the rate limit (429).
 */
export async function commodityLogin(
  ctx: ServerContext,
  idNum: string,
  password: string,
  address: string,
): Promise<CommodityLoginData> {
  await assertLoginAllowed(ctx, idNum, address);
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'password_hash', 'name', 'email', 'cell_phone', 'birth_date', 'email_verified_at'])
    .where('id_num', '=', idNum)
    .executeTakeFirst();
  // An unknown ID costs a password check too: the time of the answer does not tell members apart.
  if (!member) await verifyAgainstNoOne(password);
  const failure = !member
    ? API_ERRORS.unknownMember()
    : !member.password_hash
      ? API_ERRORS.passwordNotSet()
      : !(await verifyPassword(password, member.password_hash))
        ? API_ERRORS.wrongCredentials()
        : null;
  if (failure || !member) {
    await recordLoginFailure(ctx, idNum, address);
    throw failure ?? API_ERRORS.wrongCredentials();
  }
  await clearLoginFailures(ctx, idNum);
  const { token, expiresAt } = await issueToken(ctx.db, 'commodity', member.id, ctx.clock());
  return {
    token,
    expiresAt,
    name: member.name,
    email: member.email,
    cellPhone: member.cell_phone,
    birthDate: member.birth_date,
    isEmailVerified: member.email_verified_at !== null,
    hasDraft: await hasDraft(ctx.db, { memberId: member.id, tokenHash: null }),
  };
}
