import type { Kysely } from 'kysely';
import {
  COMPUTER_IMAGE_CATEGORY,
  EXTRA_FILES_CATEGORY,
  PHONE_IMAGE_CATEGORY,
} from '../../domain/file-categories';
import type { Database } from '../db/schema';
import { IMAGE_TYPES, RECEIPT_TYPES, type SniffedType } from '../storage/sniff-content-type';
import type { ProductName } from './application-payload';

/** A file category the applicant uploads while applying (phase 'apply', or 'contract' for signatures). */
export interface ApplyCategory {
  id: number;
  name: string;
  /** 1 means a single file that a new upload replaces; more means a list up to this many. */
  maxOnApply: number;
  required: boolean;
}

/**
 * When a category's files come: with the application's documents on step 4 ('apply'), as contract
 * signatures on step 5 ('contract'), at 對保 ('sign') or with a payment ('payment').
 */
export type FilePhase = 'apply' | 'contract' | 'sign' | 'payment';

/** Everything an application carries: the documents and the contract signatures. */
export const APPLICATION_PHASES: readonly FilePhase[] = ['apply', 'contract'];

/**
 * The categories of the given phases (by default all an application carries), by id; the server's
 * list is authoritative (spec §3).
 */
export async function applyCategories(
  db: Kysely<Database>,
  phases: readonly FilePhase[] = APPLICATION_PHASES,
): Promise<ApplyCategory[]> {
  const rows = await db
    .selectFrom('file_categories')
    .selectAll()
    .where('phase', 'in', [...phases])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    maxOnApply: row.max_on_apply,
    required: Boolean(row.required) && row.id !== EXTRA_FILES_CATEGORY,
  }));
}

/** The product picture category a product needs: a phone's IMEI, otherwise a computer's serial number. */
export function productImageCategory(product: ProductName): number {
  return product === '手機' ? PHONE_IMAGE_CATEGORY : COMPUTER_IMAGE_CATEGORY;
}

/** The category an upload clears (14 clears 15 and 15 clears 14), or null. */
export function exclusiveCategoryOf(categoryId: number): number | null {
  if (categoryId === PHONE_IMAGE_CATEGORY) return COMPUTER_IMAGE_CATEGORY;
  if (categoryId === COMPUTER_IMAGE_CATEGORY) return PHONE_IMAGE_CATEGORY;
  return null;
}

/** What a category accepts: extra files may be PDF documents, every other category is a photo. */
export function acceptedTypesOf(categoryId: number): readonly SniffedType[] {
  return categoryId === EXTRA_FILES_CATEGORY ? RECEIPT_TYPES : IMAGE_TYPES;
}
