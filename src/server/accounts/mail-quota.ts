import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';

/** Mails of one kind a member may be sent in the window, so nobody can flood a mailbox through us. */
export const MAIL_QUOTA = { perMember: 3, windowMinutes: 15 } as const;

/** The tables whose rows are mailed links (one row a mail). */
type LinkTable = 'password_resets' | 'email_verifications';

/** Refuses (429) a fourth reset or verification mail to the same member within 15 minutes. */
export async function assertMailQuota(ctx: ServerContext, table: LinkTable, memberId: number): Promise<void> {
  const since = new Date(ctx.clock().getTime() - MAIL_QUOTA.windowMinutes * 60_000).toISOString();
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= MAIL_QUOTA.perMember) throw API_ERRORS.tooManyMails(MAIL_QUOTA.windowMinutes);
}
