import type { Migration, MigrationProvider } from 'kysely';
import { referenceData } from './001-reference-data';
import { members } from './002-members';
import { accounts } from './003-accounts';
import { cases } from './004-cases';
import { guests } from './005-guests';
import { accountLookups } from './010-account-lookups';
import { commodityDraftFiles } from './020-commodity-draft-files';
import { caseNumberSequences } from './021-case-number-sequences';
import { contractSignaturePhase } from './022-contract-signature-phase';
import { auditLog } from './023-audit-log';
import { idempotencyKeys } from './024-idempotency-keys';
import { serverSecrets } from './025-server-secrets';
import { passwordResetReplaced } from './026-password-reset-replaced';
import { signedDocuments } from './027-signed-documents';
import { formRevisions } from './028-form-revisions';
import { idempotencyRequestHash } from './029-idempotency-request-hash';
import { formAnswers } from './030-form-answers';
import { cacheNotifications } from './031-cache-notifications';

/** Every migration in order; names are stored in the database, so they never change once shipped. */
const MIGRATIONS: Record<string, Migration> = {
  '001-reference-data': referenceData,
  '002-members': members,
  '003-accounts': accounts,
  '004-cases': cases,
  '005-guests': guests,
  '010-account-lookups': accountLookups,
  '020-commodity-draft-files': commodityDraftFiles,
  '021-case-number-sequences': caseNumberSequences,
  '022-contract-signature-phase': contractSignaturePhase,
  '023-audit-log': auditLog,
  '024-idempotency-keys': idempotencyKeys,
  '025-server-secrets': serverSecrets,
  '026-password-reset-replaced': passwordResetReplaced,
  '027-signed-documents': signedDocuments,
  '028-form-revisions': formRevisions,
  '029-idempotency-request-hash': idempotencyRequestHash,
  '030-form-answers': formAnswers,
  '031-cache-notifications': cacheNotifications,
};

/** The migrations as Kysely's Migrator reads them (in code, so the same list serves SQLite and PostgreSQL). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
