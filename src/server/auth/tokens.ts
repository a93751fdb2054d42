import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthTokenTable, Database } from '../db/schema';

/** What a token is for: the member centre, the commodity application, or a new member's draft. */
export type TokenKind = 'member' | 'commodity' | 'draft';

/** How long each kind of token lives. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  member: 8 * 60 * 60 * 1000,
  commodity: 2 * 60 * 60 * 1000,
  draft: 7 * 24 * 60 * 60 * 1000,
};

/** SHA-256 of a secret, hex: what the database keeps instead of the secret itself. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new random secret: 32 bytes, base64url (43 characters, safe in a query string). */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Issues a token of `kind` for a member (or none, for a draft) and returns the secret once. */
export async function issueToken(
  db: Kysely<Database>,
  kind: TokenKind,
  memberId: number | null,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS[kind]).toISOString();
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashSecret(token),
      kind,
      member_id: memberId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/** The outcome of presenting a token. */
export type TokenCheck =
  { status: 'valid'; record: AuthTokenTable } | { status: 'missing' | 'unknown' | 'expired' | 'revoked' };

/** Judges a token's stored record: valid only if it exists, is of an accepted kind, unrevoked and unexpired. */
export function judgeToken(
  record: AuthTokenTable | undefined,
  kinds: readonly TokenKind[],
  now: Date,
): TokenCheck {
  if (!record || !kinds.includes(record.kind as TokenKind)) return { status: 'unknown' };
  if (record.revoked_at) return { status: 'revoked' };
  if (record.expires_at <= now.toISOString()) return { status: 'expired' };
  return { status: 'valid', record };
}

/** Looks a presented token up in the database and judges it (see judgeToken). */
export async function checkToken(
  db: Kysely<Database>,
  token: string | undefined,
  kinds: readonly TokenKind[],
  now: Date,
): Promise<TokenCheck> {
  if (!token) return { status: 'missing' };
  const record = await db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', hashSecret(token))
    .executeTakeFirst();
  return judgeToken(record, kinds, now);
}

/** Revokes one token (logout); later use answers 2012. Then invalidate the TokenCache (token-cache.ts). */
export async function revokeToken(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('token_hash', '=', hashSecret(token))
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live token of a member; then invalidate the TokenCache (token-cache.ts). */
export async function revokeMemberTokens(db: Kysely<Database>, memberId: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('revoked_at', 'is', null)
    .execute();
}
