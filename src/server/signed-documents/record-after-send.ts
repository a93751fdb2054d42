import type { FastifyBaseLogger } from 'fastify';
import type { ServerContext } from '../context';
import { recordSignedDocuments, type Signing } from './record-signed-documents';

/**
 * Records the signed documents of a send that was accepted (and committed). A failure to render
 * or store does not undo the send: it is logged, and `ops verify` lists the signature without its
 * document until `ops verify` is run with `--render` (which records what is missing).
 */
export async function recordAfterSend(
  ctx: ServerContext,
  log: FastifyBaseLogger,
  signing: Signing,
): Promise<void> {
  try {
    const started = performance.now();
    const added = await recordSignedDocuments(ctx, signing);
    log.debug(
      { caseId: signing.caseId, added, ms: Math.round(performance.now() - started) },
      'signed documents',
    );
  } catch (error) {
    log.error(
      { err: error, caseId: signing.caseId, signer: signing.signer },
      'signed documents not recorded',
    );
  }
}
