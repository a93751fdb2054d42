import type { Selectable } from 'kysely';
import type { LoginReply } from '../../validation/api-replies';
import { API_ERRORS } from '../api-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from '../auth/login-rate-limit';
import { verifyAgainstNoOne, verifyPassword } from '../auth/password-hash';
import { issueToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import type { MemberTable } from '../db/schema';

/** A member row as read from the database. */
export type MemberRow = Selectable<MemberTable>;

/** Whether the member's current email address went through the mailed verification link. */
export function isEmailVerified(member: Pick<MemberRow, 'email' | 'email_verified_at'>): boolean {
  return Boolean(member.email && member.email_verified_at);
}

/** The member with this national ID number, if any. */
export async function findMemberByIdNum(ctx: ServerContext, idNum: string): Promise<MemberRow | undefined> {
  return ctx.db.selectFrom('members').selectAll().where('id_num', '=', idNum).executeTakeFirst();
}

/** The member with this id; a token's member always exists (tokens cascade with members). */
export async function memberById(ctx: ServerContext, id: number): Promise<MemberRow> {
  const member = await ctx.db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!member) throw API_ERRORS.tokenExpired();
  return member;
}

/**
 * Checks an ID number and password, rate limited per ID number and per address (429). Unknown
 * ID and wrong password count as failures; a member who never set a password (applied as a new
 * member, spec §6) is told to use forgot-password. Success forgets the ID's failures.
 */
export async function checkPasswordLogin(
  ctx: ServerContext,
  idNum: string,
  password: string,
  address: string,
): Promise<MemberRow> {
  await assertLoginAllowed(ctx, idNum, address);
  const member = await findMemberByIdNum(ctx, idNum);
  if (!member) {
    await verifyAgainstNoOne(password);
    await recordLoginFailure(ctx, idNum, address);
    throw API_ERRORS.unknownMember();
  }
  if (!member.password_hash) throw API_ERRORS.passwordNotSet();
  if (!(await verifyPassword(password, member.password_hash))) {
    await recordLoginFailure(ctx, idNum, address);
    throw API_ERRORS.wrongCredentials();
  }
  await clearLoginFailures(ctx, idNum);
  return member;
}

/** Issues a member-centre token and answers as the login calls do. */
export async function startMemberSession(ctx: ServerContext, member: MemberRow): Promise<LoginReply> {
  const { token, expiresAt } = await issueToken(ctx.db, 'member', member.id, ctx.clock());
  return {
    token,
    expiresAt,
    name: member.name,
    isEmailVerified: isEmailVerified(member),
    isNewMember: false,
    deviceKey: ctx.deviceKeys.of(member.id),
  };
}
