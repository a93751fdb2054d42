import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import type { LineUser } from '../line/line-verifier';
import type { MemberRow } from './login-service';
import { isUniqueViolation } from './unique-violation';

/**
 * The LINE user a LINE access token belongs to: 403 015.411 when LINE rejects the token, 503
 * when LINE cannot be reached (the member should simply try again later).
 */
export async function verifiedLineUser(ctx: ServerContext, accessToken: string): Promise<LineUser> {
  let user: LineUser | null;
  try {
    user = await ctx.line.verify(accessToken);
  } catch {
    throw API_ERRORS.lineUnavailable();
  }
  if (!user) throw API_ERRORS.lineTokenInvalid();
  return user;
}

/** The member a LINE user is linked to, or 403 015.407 when none is. */
export async function memberLinkedTo(ctx: ServerContext, lineUserId: string): Promise<MemberRow> {
  const member = await ctx.db
    .selectFrom('members')
    .selectAll()
    .where('line_user_id', '=', lineUserId)
    .executeTakeFirst();
  if (!member) throw API_ERRORS.lineNotLinked();
  return member;
}

/**
 * Links a LINE user to a member (one to one, spec §8): 015.403 when the member is linked to
 * another LINE user, 015.405 when the LINE user is linked to another member; the same pair again
 * is fine. The unique index on line_user_id settles a race between two members.
 */
export async function linkLineUser(ctx: ServerContext, member: MemberRow, lineUserId: string): Promise<void> {
  if (member.line_user_id === lineUserId) return;
  if (member.line_user_id) throw API_ERRORS.memberLinkedElsewhere();
  const other = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('line_user_id', '=', lineUserId)
    .executeTakeFirst();
  if (other) throw API_ERRORS.lineLinkedElsewhere();
  try {
    const result = await ctx.db
      .updateTable('members')
      .set({ line_user_id: lineUserId, updated_at: ctx.clock().toISOString() })
      .where('id', '=', member.id)
      .where('line_user_id', 'is', null)
      .executeTakeFirst();
    // Another request linked this member in between: the member now has some other LINE user.
    if (Number(result.numUpdatedRows) === 0) {
      const now = await ctx.db
        .selectFrom('members')
        .select('line_user_id')
        .where('id', '=', member.id)
        .executeTakeFirst();
      if (now?.line_user_id !== lineUserId) throw API_ERRORS.memberLinkedElsewhere();
    }
  } catch (error) {
    if (isUniqueViolation(error)) throw API_ERRORS.lineLinkedElsewhere();
    throw error;
  }
}

/** Removes a member's LINE link (nothing to do when there is none). */
export async function unlinkLineUser(ctx: ServerContext, memberId: number): Promise<void> {
  await ctx.db
    .updateTable('members')
    .set({ line_user_id: null, updated_at: ctx.clock().toISOString() })
    .where('id', '=', memberId)
    .where('line_user_id', 'is not', null)
    .execute();
}
