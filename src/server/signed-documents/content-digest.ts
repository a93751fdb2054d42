import { createHash } from 'node:crypto';
import type { ContractFigures } from '../../contracts/case-figures';
import type { ContractText } from '../../contracts/contract-text';

/** SHA-256 in hex. */
export function sha256(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The hash of a contract text file as the renderer read it (an edit without a new version shows). */
export function textSha256(text: ContractText): string {
  return sha256(JSON.stringify(text));
}

/**
 * The seal printed in the PDF: the text lines, the figures, the signature image and the signer's
 * other answers (when there are any), hashed together.
 */
export function contentSha256(
  lines: string[],
  figures: ContractFigures,
  signature: Buffer,
  answers: readonly { label: string; value: string }[] = [],
): string {
  const sealed = { lines, figures, signature: sha256(signature) };
  return sha256(JSON.stringify(answers.length > 0 ? { ...sealed, answers } : sealed));
}
