import { recordSignedDocuments } from '../../src/server/signed-documents/record-signed-documents';
import { verifySignedDocuments } from '../../src/server/signed-documents/verify-signed-documents';
import { caseByNumber } from './case-by-number';
import { OpsGuidance, type OpsCommand } from './ops-command';
import { signedDocumentLine } from './signed-document-lines';

/**
 * `verify <caseNo>`: reads each signed contract PDF of the case from the file store and compares
 * its SHA-256 with the one recorded when it was signed; exits 1 naming any document that changed
 * or is gone. `--render` first records the documents of signatures that have none (a send whose
 * rendering failed).
 */
export const verifyCase: OpsCommand = {
  name: 'verify',
  usage: '<caseNo> [--render]',
  summary: "check the case's signed contract PDFs against their recorded SHA-256 (exit 1 on a change)",
  async run(ctx, args) {
    const caseRow = await caseByNumber(ctx, args[0]);
    const rendered: string[] = [];
    if (args.includes('--render')) {
      const signedAt = ctx.clock().toISOString();
      const added = await recordSignedDocuments(ctx, { caseId: caseRow.id, signer: 'applicant', signedAt });
      rendered.push(`rendered ${added} missing document(s) of the applicant`);
    }
    const checks = await verifySignedDocuments(ctx, caseRow.id);
    const lines = [
      ...rendered,
      `case ${caseRow.case_no}: ${checks.length} signed document(s)`,
      ...checks.map(({ document, actual, ok }) => {
        const verdict = ok
          ? 'ok'
          : actual === null
            ? 'MISSING (no stored file)'
            : `CHANGED (now sha256 ${actual})`;
        return `${signedDocumentLine(document)}  ${verdict}`;
      }),
    ];
    const bad = checks.filter((check) => !check.ok).length;
    if (bad > 0)
      throw new OpsGuidance([...lines, `${bad} of ${checks.length} signed document(s) do not verify`]);
    return [...lines, `all ${checks.length} verified`];
  },
};
