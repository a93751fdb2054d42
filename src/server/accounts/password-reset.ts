import { API_ERRORS } from '../api-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../auth/login-rate-limit';
import { hashSecret, newSecret } from '../auth/tokens';
import type { ServerContext } from '../context';
import { passwordResetMail } from '../mail/mail-templates';
import { findMemberByIdNum, type MemberRow } from './login-service';
import { assertMailQuota } from './mail-quota';
import { assertNewPasswordAllowed, replacePassword } from './member-password';

/** A forgot-password link is valid 24 hours (spec §9). */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** What the member says to prove who they are when they forgot the password. */
export interface ResetRequest {
  idNum: string;
  email?: string;
  cellPhone?: string;
}

const sameEmail = (a: string, b: string | null) =>
  b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Mails a one-use reset link when the ID number exists and every given contact (email and/or
 * cell phone) matches the member's. An unknown ID answers the same 400-03 as a mismatch, so the
 * call does not reveal who is a member; both count as failures of the login rate limit.
 */
export async function requestPasswordReset(
  ctx: ServerContext,
  request: ResetRequest,
  address: string,
): Promise<void> {
  await assertLoginAllowed(ctx, request.idNum, address);
  const member = await findMemberByIdNum(ctx, request.idNum);
  const matches =
    member !== undefined &&
    (request.email === undefined || sameEmail(request.email, member.email)) &&
    (request.cellPhone === undefined || request.cellPhone === member.cell_phone);
  if (!member || !matches) {
    await recordLoginFailure(ctx, request.idNum, address);
    throw API_ERRORS.wrongEmailOrMobile();
  }
  if (!member.email) throw API_ERRORS.noEmailOnFile();
  await assertMailQuota(ctx, 'password_resets', member.id);
  await mailResetLink(ctx, member, member.email);
}

async function mailResetLink(ctx: ServerContext, member: MemberRow, email: string): Promise<void> {
  const secret = newSecret();
  const now = ctx.clock();
  await ctx.db
    .insertInto('password_resets')
    .values({
      token_hash: hashSecret(secret),
      member_id: member.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  const link = `${ctx.config.publicUrl}/member/forgot-pwd?token=${encodeURIComponent(secret)}`;
  await ctx.mailer.send(passwordResetMail({ to: email, name: member.name, link }));
}

/**
 * Sets a new password through a reset link: 401 401-03 for an unknown link, 401-01 when it was
 * used, 401-02 past 24 hours. Using one link spends every open link of the member, ends every
 * session and lifts the ID's login lockout.
 */
export async function resetPassword(ctx: ServerContext, secret: string, newPassword: string): Promise<void> {
  const now = ctx.clock().toISOString();
  const reset = await ctx.db
    .selectFrom('password_resets')
    .innerJoin('members', 'members.id', 'password_resets.member_id')
    .select([
      'password_resets.token_hash',
      'password_resets.used_at',
      'password_resets.expires_at',
      'members.id as memberId',
      'members.id_num as idNum',
      'members.password_hash as passwordHash',
    ])
    .where('password_resets.token_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  if (!reset) throw API_ERRORS.resetLinkUnknown();
  if (reset.used_at) throw API_ERRORS.resetLinkUsed();
  if (reset.expires_at <= now) throw API_ERRORS.resetLinkExpired();
  await assertNewPasswordAllowed(newPassword, reset.idNum, reset.passwordHash);
  // Spend the link first and only if still unused, so two concurrent submits cannot both succeed.
  const spent = await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', reset.token_hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw API_ERRORS.resetLinkUsed();
  await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('member_id', '=', reset.memberId)
    .where('used_at', 'is', null)
    .execute();
  await replacePassword(ctx, reset.memberId, newPassword);
  await clearLoginFailures(ctx, reset.idNum);
}
