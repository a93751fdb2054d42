import type { Kysely } from 'kysely';
import type { SavedCommodityDraft } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import { deleteFiles } from '../storage/receive-upload';
import type { CommodityDraftData } from './application-payload';
import { listDraftFiles, groupByCategory } from './draft-files';
import { ownsDraft, type DraftOwner } from './draft-owner';

/**
 * The owner's saved commodity draft as replies show it (schemas/api/replies/saved-commodity-draft.json:
 * isSaveTmp, the applicant block with careerType, the files by category id), or null.
 */
export async function loadDraft(ctx: ServerContext, owner: DraftOwner): Promise<SavedCommodityDraft> {
  const row = await ctx.db
    .selectFrom('drafts')
    .select(['data_json', 'updated_at'])
    .where(ownsDraft(owner))
    .executeTakeFirst();
  if (!row) return null;
  const data = JSON.parse(row.data_json) as CommodityDraftData;
  const careerTypeId = data.applicant?.careerTypeId;
  const careerType =
    typeof careerTypeId === 'number'
      ? await ctx.db
          .selectFrom('career_types')
          .select(['id', 'name'])
          .where('id', '=', careerTypeId)
          .executeTakeFirst()
      : undefined;
  return {
    ...data,
    isSaveTmp: true,
    applicant: { ...data.applicant, careerType: careerType ?? null },
    files: groupByCategory(ctx, await listDraftFiles(ctx.db, owner)),
    updatedAt: row.updated_at,
  };
}

/**
 * Saves the draft whole (the form sends all it has; a field it no longer sends is gone, so an
 * unticked credit card does not come back). One row per owner: an upsert on its unique key.
 */
export async function saveDraft(
  db: Kysely<Database>,
  owner: DraftOwner,
  data: CommodityDraftData,
  now: Date,
): Promise<void> {
  const { isSaveTmp: _always, ...kept } = data;
  const values = {
    kind: 'commodity',
    member_id: owner.memberId,
    token_hash: owner.tokenHash,
    data_json: JSON.stringify(kept),
    updated_at: now.toISOString(),
  };
  const keyColumn = owner.memberId !== null ? 'member_id' : 'token_hash';
  await db
    .insertInto('drafts')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns([keyColumn, 'kind']).doUpdateSet({
        data_json: values.data_json,
        updated_at: values.updated_at,
      }),
    )
    .execute();
}

/** Deletes the owner's draft and every file uploaded for it. */
export async function deleteDraft(ctx: ServerContext, owner: DraftOwner): Promise<void> {
  await ctx.db.deleteFrom('drafts').where(ownsDraft(owner)).execute();
  await deleteFiles(ctx, await listDraftFiles(ctx.db, owner));
}

/** Whether the member has a saved commodity draft (the login reply's hasDraft). */
export async function hasDraft(db: Kysely<Database>, owner: DraftOwner): Promise<boolean> {
  const row = await db.selectFrom('drafts').select('id').where(ownsDraft(owner)).executeTakeFirst();
  return row !== undefined;
}
