import { API_ERRORS } from '../api-error';
import { hashPassword, isAllowedPassword, verifyPassword } from '../auth/password-hash';
import { hashSecret } from '../auth/tokens';
import type { ServerContext } from '../context';

/**
 * Refuses a new password (400 400-02) that breaks the policy (8–12 characters with a letter),
 * equals the ID number, or equals the current password. The schema already checks the policy;
 * this repeats it so no caller can store a weak password by skipping the schema.
 */
export async function assertNewPasswordAllowed(
  newPassword: string,
  idNum: string,
  currentHash: string | null,
): Promise<void> {
  if (!isAllowedPassword(newPassword)) throw API_ERRORS.passwordNotAllowed();
  if (newPassword.toUpperCase() === idNum.toUpperCase()) throw API_ERRORS.passwordNotAllowed();
  if (currentHash && (await verifyPassword(newPassword, currentHash))) throw API_ERRORS.passwordNotAllowed();
}

/**
 * Stores a member's new password and revokes the member's live tokens, except the one presented
 * with a password change (the member stays logged in there; every other session ends).
 */
export async function replacePassword(
  ctx: ServerContext,
  memberId: number,
  newPassword: string,
  keepToken?: string,
): Promise<void> {
  const now = ctx.clock().toISOString();
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('members')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', memberId)
      .execute();
    let revoke = trx
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null);
    if (keepToken) revoke = revoke.where('token_hash', '!=', hashSecret(keepToken));
    await revoke.execute();
  });
  ctx.tokens.invalidate(); // committed: the revoked tokens are refused from the next request on
}
