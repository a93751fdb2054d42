import type { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import { createHash } from 'node:crypto';
import type { ServerContext } from '../context';
import type { SignedDocumentTable } from '../db/schema';

/** One signed document checked against its recorded SHA-256. */
export interface DocumentCheck {
  document: Selectable<SignedDocumentTable>;
  /** The SHA-256 of the stored bytes now, or null when the blob is gone. */
  actual: string | null;
  ok: boolean;
}

async function hashOf(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A case's signed documents, oldest first. */
export function signedDocumentsOf(ctx: Pick<ServerContext, 'db'>, caseId: number) {
  return ctx.db
    .selectFrom('signed_documents')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();
}

/** Reads every signed document of a case from the file store and compares its SHA-256 with the recorded one. */
export async function verifySignedDocuments(ctx: ServerContext, caseId: number): Promise<DocumentCheck[]> {
  const checks: DocumentCheck[] = [];
  for (const document of await signedDocumentsOf(ctx, caseId)) {
    const stream = await ctx.files.read(document.storage_key);
    const actual = stream ? await hashOf(stream) : null;
    checks.push({ document, actual, ok: actual === document.sha256 });
  }
  return checks;
}
