import type { ExpressionBuilder } from 'kysely';
import type { RequestAuth } from '../auth/request-auth';
import type { Database } from '../db/schema';

/**
 * Who an unsent commodity application belongs to: a member (commodity token), or a new member
 * known only by their draft token's hash (spec §7 jwt-tmp).
 */
export type DraftOwner = { memberId: number; tokenHash: null } | { memberId: null; tokenHash: string };

/** The owner a commodity or draft token stands for. */
export function draftOwnerOf(auth: RequestAuth | null): DraftOwner {
  if (auth?.memberId !== null && auth?.memberId !== undefined)
    return { memberId: auth.memberId, tokenHash: null };
  if (auth?.kind === 'draft') return { memberId: null, tokenHash: auth.tokenHash };
  throw new Error('draftOwnerOf: no commodity or draft token on this request');
}

/** A where-clause for a `files` row of this owner's commodity draft (not yet on a case). */
export function ownsDraftFile(owner: DraftOwner) {
  return (eb: ExpressionBuilder<Database, 'files'>) =>
    eb.and([
      eb('draft_kind', '=', 'commodity'),
      eb('case_id', 'is', null),
      owner.memberId !== null
        ? eb('member_id', '=', owner.memberId)
        : eb('draft_token_hash', '=', owner.tokenHash),
    ]);
}

/** A where-clause for this owner's `drafts` row of the commodity form. */
export function ownsDraft(owner: DraftOwner) {
  return (eb: ExpressionBuilder<Database, 'drafts'>) =>
    eb.and([
      eb('kind', '=', 'commodity'),
      owner.memberId !== null ? eb('member_id', '=', owner.memberId) : eb('token_hash', '=', owner.tokenHash),
    ]);
}
