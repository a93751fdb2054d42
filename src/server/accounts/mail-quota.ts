import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';

/** Mails of one kind a member may be sent in the window, so nobody can flood a mailbox through us. */
export const MAIL_QUOTA = { perMember: 3, windowMinutes: 15 } as const;

/** The tables whose rows are mailed links (one row a mail). */
type LinkTable = 'password_resets' | 'email_verifications';

/** Refuses (429 with Retry-After) a fourth reset or verification mail to the same member within 15 minutes. */
export async function assertMailQuota(ctx: ServerContext, table: LinkTable, memberId: number): Promise<void> {
  const windowMs = MAIL_QUOTA.windowMinutes * 60_000;
  const now = ctx.clock().getTime();
  const rows = await ctx.db
    .selectFrom(table)
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('created_at', '>', new Date(now - windowMs).toISOString())
    .orderBy('created_at', 'desc')
    .limit(MAIL_QUOTA.perMember)
    .execute();
  if (rows.length < MAIL_QUOTA.perMember) return;
  const opensAt = new Date(rows[MAIL_QUOTA.perMember - 1].created_at).getTime() + windowMs;
  throw API_ERRORS.tooManyMails(MAIL_QUOTA.windowMinutes).retryAfter((opensAt - now) / 1000);
}
