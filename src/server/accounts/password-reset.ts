import { API_ERRORS } from '../api-error';
import { assertGuessAllowed, recordWrongGuess, type GuessTarget } from '../auth/guess-limit';
import { clearLoginFailures } from '../auth/login-rate-limit';
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
 * call does not reveal who is a member. Both count against this form for the ID number and the
 * address (auth/guess-limit.ts), never against the member's password login: whoever knows an ID
 * number must not be able to lock its member out, and a member locked out of logging in can still
 * ask for a new password.
 */
export async function requestPasswordReset(
  ctx: ServerContext,
  request: ResetRequest,
  address: string,
): Promise<void> {
  const target: GuessTarget = { mailFormOf: request.idNum };
  await assertGuessAllowed(ctx, target, address);
  const member = await findMemberByIdNum(ctx, request.idNum);
  const matches =
    member !== undefined &&
    (request.email === undefined || sameEmail(request.email, member.email)) &&
    (request.cellPhone === undefined || request.cellPhone === member.cell_phone);
  if (!member || !matches) {
    await recordWrongGuess(ctx, target, address);
    throw API_ERRORS.wrongEmailOrMobile();
  }
  if (!member.email) throw API_ERRORS.noEmailOnFile();
  await assertMailQuota(ctx, 'password_resets', member.id);
  await mailResetLink(ctx, member, member.email);
}

async function mailResetLink(ctx: ServerContext, member: MemberRow, email: string): Promise<void> {
  const secret = newSecret();
  const now = ctx.clock();
  // Only the newest mail's link works: an older one still open says it was replaced (401-04).
  await replaceOpenLinks(ctx, member.id, now.toISOString());
  await ctx.db
    .insertInto('password_resets')
    .values({
      token_hash: hashSecret(secret),
      member_id: member.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString(),
      used_at: null,
      replaced_at: null,
    })
    .execute();
  const link = `${ctx.config.publicUrl}/member/forgot-pwd?token=${encodeURIComponent(secret)}`;
  await ctx.mailer.send(passwordResetMail({ to: email, name: member.name, link }));
}

/** Marks the member's links that are neither used nor replaced yet as replaced at `now`. */
async function replaceOpenLinks(ctx: ServerContext, memberId: number, now: string): Promise<void> {
  await ctx.db
    .updateTable('password_resets')
    .set({ replaced_at: now })
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .execute();
}

/** A reset link that can still be used, with its member. */
interface OpenLink {
  tokenHash: string;
  expiresAt: string;
  memberId: number;
  idNum: string;
  passwordHash: string | null;
}

/**
 * The link of `secret` if it can still be used; otherwise the error that says why, checked in
 * this order: unknown (401-03), used (401-01), replaced by a newer mail (401-04), past 24 hours
 * (401-02).
 */
async function openLink(ctx: ServerContext, secret: string): Promise<OpenLink> {
  const link = await ctx.db
    .selectFrom('password_resets')
    .innerJoin('members', 'members.id', 'password_resets.member_id')
    .select([
      'password_resets.token_hash as tokenHash',
      'password_resets.used_at as usedAt',
      'password_resets.replaced_at as replacedAt',
      'password_resets.expires_at as expiresAt',
      'members.id as memberId',
      'members.id_num as idNum',
      'members.password_hash as passwordHash',
    ])
    .where('password_resets.token_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  if (!link) throw API_ERRORS.resetLinkUnknown();
  if (link.usedAt) throw API_ERRORS.resetLinkUsed();
  if (link.replacedAt) throw API_ERRORS.resetLinkReplaced();
  if (link.expiresAt <= ctx.clock().toISOString()) throw API_ERRORS.resetLinkExpired();
  return link;
}

/**
 * What the reset page shows on opening a link, without using it: when a usable link lapses, or
 * the same 401 error setting the password through it would answer.
 */
export async function resetLinkState(ctx: ServerContext, secret: string): Promise<{ expiresAt: string }> {
  const { expiresAt } = await openLink(ctx, secret);
  return { expiresAt };
}

/**
 * Sets a new password through a reset link (refused as openLink says). The link is spent; any
 * other open link of the member (one mailed before links were replaced) is marked replaced. Every
 * session ends and the ID's login lockout is lifted.
 */
export async function resetPassword(ctx: ServerContext, secret: string, newPassword: string): Promise<void> {
  const now = ctx.clock().toISOString();
  const link = await openLink(ctx, secret);
  await assertNewPasswordAllowed(newPassword, link.idNum, link.passwordHash);
  // Spend the link first and only if still open, so two concurrent submits cannot both succeed.
  const spent = await ctx.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', link.tokenHash)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) {
    await openLink(ctx, secret); // throws what changed meanwhile: used, or replaced by a newer mail
    throw API_ERRORS.resetLinkUsed();
  }
  await replaceOpenLinks(ctx, link.memberId, now);
  await replacePassword(ctx, link.memberId, newPassword);
  await clearLoginFailures(ctx, link.idNum);
}
