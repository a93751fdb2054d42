import { createHash } from 'node:crypto';

/**
 * A form schema's revision: the content hash of its bundled schema (shared parts
 * included), 16 hex digits. The precompiler writes every form's into
 * `.generated/form-revisions.json`; drafts and cases record the revisions they were made with,
 * so a change of rules (not of layout: the uiSchema is not part of it) is seen on resume and send.
 */
export function formRevisionOf(bundled: unknown): string {
  return createHash('sha256').update(JSON.stringify(bundled)).digest('hex').slice(0, 16);
}
