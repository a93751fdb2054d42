import type { Kysely, Transaction } from 'kysely';
import { requiredMessage } from '../../validation/localize';
import { API_ERRORS } from '../api-error';
import type { Database } from '../db/schema';
import {
  CLASS_CARD_TYPES,
  IDENTITY_DOCUMENT_TYPES,
  OLDER_DOCUMENT_TYPES,
  ORDER_FILES_TYPE,
} from '../guests/older-document-types';

/** memClass 1: a general member, who proves no class and has no card to file. */
const GENERAL_CLASS = 1;

/** The codes of the member's own documents on file: filed with no case, through `POST /images/{doc_type}`. */
async function codesOnFile(db: Kysely<Database>, memberId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('files')
    .select('category')
    .where('member_id', '=', memberId)
    .where('case_id', 'is', null)
    .where('draft_token_hash', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.category));
}

/**
 * The older application's documents before a case is made (the older flow's counterpart of the
 * newer application's required categories): the ID card's two sides and the selfie with it, plus
 * the card of the class the applicant declares; the first one missing answers 422 請上傳 …
 * Answers the class the server can vouch for — the declared one once its card is on file, which
 * the check has just made sure of — so the limits never rest on a class the body only claims.
 */
export async function provenOlderClass(
  db: Kysely<Database>,
  memberId: number,
  declared: number | undefined,
): Promise<number> {
  const onFile = await codesOnFile(db, memberId);
  const cardTypes = CLASS_CARD_TYPES[declared ?? GENERAL_CLASS] ?? [];
  for (const code of [...IDENTITY_DOCUMENT_TYPES, ...cardTypes]) {
    if (!onFile.has(code)) {
      throw API_ERRORS.applicationRule(
        requiredMessage({ image: true }).replace('{field}', OLDER_DOCUMENT_TYPES[code]),
      );
    }
  }
  // Every card the declared class needs is on file (else it threw above): that class is proven.
  return declared ?? GENERAL_CLASS;
}

/** Moves the order files (8) the member filed before sending to the new case (transaction `tx`). */
export async function attachPendingOrderFiles(
  tx: Transaction<Database>,
  memberId: number,
  caseId: number,
): Promise<void> {
  await tx
    .updateTable('files')
    .set({ case_id: caseId })
    .where('member_id', '=', memberId)
    .where('case_id', 'is', null)
    .where('draft_token_hash', 'is', null)
    .where('category', '=', ORDER_FILES_TYPE)
    .execute();
}
