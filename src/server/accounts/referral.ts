import { randomInt } from 'node:crypto';
import type { SharingInfo } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import { isUniqueViolation } from './unique-violation';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A name with its middle hidden, as referral lists show it: 王小明 → 王○明, 王明 → 王○. */
export function maskName(name: string | null): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length === 0) return '○○○';
  if (chars.length <= 2) return `${chars[0]}○`;
  return `${chars[0]}${'○'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** A stored timestamp as ISO 8601: SQLite's CURRENT_TIMESTAMP default is `YYYY-MM-DD HH:MM:SS` in UTC. */
function isoTime(stamp: string): string {
  const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(stamp) ? `${stamp.replace(' ', 'T')}Z` : stamp;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? stamp : time.toISOString();
}

/** The member's referral code, created on first use; a code collision or a concurrent first call retries. */
export async function referralCodeOf(ctx: ServerContext, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await ctx.db
      .selectFrom('referrals')
      .select('code')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    if (existing) return existing.code;
    try {
      const code = newCode();
      await ctx.db
        .insertInto('referrals')
        .values({ member_id: memberId, code, created_at: ctx.clock().toISOString() })
        .execute();
      return code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not create a unique referral code');
}

/** The ID number of the member a referral code belongs to (for registration to fill referrer_id_num). */
export async function referrerIdNumOf(ctx: ServerContext, code: string): Promise<string | null> {
  const row = await ctx.db
    .selectFrom('referrals')
    .innerJoin('members', 'members.id', 'referrals.member_id')
    .select('members.id_num')
    .where('referrals.code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return row?.id_num ?? null;
}

/** The member's referral code and link, and the members who joined through it (names masked), newest first. */
export async function sharingInfoOf(
  ctx: ServerContext,
  memberId: number,
  idNum: string,
): Promise<SharingInfo> {
  const referralCode = await referralCodeOf(ctx, memberId);
  const referred = await ctx.db
    .selectFrom('members')
    .select(['name', 'created_at'])
    .where('referrer_id_num', '=', idNum)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    referralCode,
    shareUrl: `${ctx.config.publicUrl}/login?ref=${referralCode}`,
    referredCount: referred.length,
    referredMembers: referred.map((m) => ({ maskedName: maskName(m.name), joinedAt: isoTime(m.created_at) })),
  };
}
