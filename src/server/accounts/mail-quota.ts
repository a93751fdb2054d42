import { API_ERRORS } from '../api-error';
import { secondsUntilBelowLimit } from '../auth/failure-counter';
import type { ServerContext } from '../context';

/** Mails of one kind a member may be sent in the window, so nobody can flood a mailbox through us. */
export const MAIL_QUOTA = { perMember: 3, windowMinutes: 15 } as const;

/** The tables whose rows are mailed links (one row a mail). */
type LinkTable = 'password_resets' | 'email_verifications';

/** Refuses (429 with Retry-After) a fourth reset or verification mail to the same member within 15 minutes. */
export async function assertMailQuota(ctx: ServerContext, table: LinkTable, memberId: number): Promise<void> {
  const { perMember: limit, windowMinutes } = MAIL_QUOTA;
  const rows = await ctx.db
    .selectFrom(table)
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('created_at', '>', new Date(ctx.clock().getTime() - windowMinutes * 60_000).toISOString())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const sent = rows.map((row) => new Date(row.created_at));
  const seconds = secondsUntilBelowLimit(sent, { limit, windowMinutes }, ctx.clock());
  if (seconds > 0) throw API_ERRORS.tooManyMails(windowMinutes).retryAfter(seconds);
}
