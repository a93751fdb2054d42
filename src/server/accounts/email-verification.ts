import { API_ERRORS } from '../api-error';
import { hashSecret, newSecret } from '../auth/tokens';
import type { ServerContext } from '../context';
import { emailVerificationMail } from '../mail/mail-templates';
import type { MemberRow } from './login-service';
import { assertMailQuota } from './mail-quota';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** A verification link is valid 24 hours, like a reset link. */
export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Where the verification link sends the browser afterwards, by outcome. */
export const VERIFIED_REDIRECT = {
  ok: `${ROUTE_PATHS.info}?emailVerified=1`,
  failed: `${ROUTE_PATHS.info}?emailVerified=0`,
};

/** Mails a link that verifies the member's current email address; 400-03 when none is on file. */
export async function sendVerificationMail(ctx: ServerContext, member: MemberRow): Promise<string> {
  if (!member.email) throw API_ERRORS.noEmailOnFile();
  await assertMailQuota(ctx, 'email_verifications', member.id);
  const secret = newSecret();
  const now = ctx.clock();
  await ctx.db
    .insertInto('email_verifications')
    .values({
      token_hash: hashSecret(secret),
      member_id: member.id,
      email: member.email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + VERIFICATION_LINK_TTL_MS).toISOString(),
      verified_at: null,
    })
    .execute();
  const link = `${ctx.config.publicUrl}/api/v2/members/emails/verify?token=${encodeURIComponent(secret)}`;
  await ctx.mailer.send(emailVerificationMail({ to: member.email, name: member.name, link }));
  return member.email;
}

/**
 * Follows a verification link: true when the link is known, unused, within 24 hours and still
 * for the member's current address (a link for an address changed since verifies nothing).
 */
export async function confirmEmail(ctx: ServerContext, secret: string): Promise<boolean> {
  const now = ctx.clock().toISOString();
  const link = await ctx.db
    .selectFrom('email_verifications')
    .innerJoin('members', 'members.id', 'email_verifications.member_id')
    .select([
      'email_verifications.token_hash',
      'email_verifications.email',
      'email_verifications.expires_at',
      'email_verifications.verified_at',
      'members.id as memberId',
      'members.email as currentEmail',
    ])
    .where('email_verifications.token_hash', '=', hashSecret(secret))
    .executeTakeFirst();
  if (!link || link.verified_at || link.expires_at <= now) return false;
  if (link.currentEmail?.toLowerCase() !== link.email.toLowerCase()) return false;
  const spent = await ctx.db
    .updateTable('email_verifications')
    .set({ verified_at: now })
    .where('token_hash', '=', link.token_hash)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) return false;
  await ctx.db
    .updateTable('members')
    .set({ email_verified_at: now })
    .where('id', '=', link.memberId)
    .where('email', '=', link.email)
    .execute();
  return true;
}
