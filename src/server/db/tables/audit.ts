import type { Generated } from 'kysely';

/**
 * One run of an operator command (`npm run ops -- …`): who ran it, when, the command line with
 * its secrets and ID numbers redacted, the case it named, and how it ended. Written as 'running'
 * before the command works, so a run that dies half way still leaves its row.
 */
export interface AuditLogTable {
  id: Generated<number>;
  /** When the command started (ISO time). */
  at: string;
  /** `ops:<command>`. */
  actor: string;
  /** The operating-system user who ran it. */
  os_user: string;
  /** The command line as typed after `npm run ops --`, redacted (audit/redact-secrets.ts). */
  command: string;
  /** The case the command named (its first argument, when that is a case number). */
  case_id: number | null;
  /** 'running', then 'ok' or 'failed'. */
  outcome: string;
  /** Why it failed (redacted), or null. */
  message: string | null;
}

/** The audit tables. */
export interface AuditTables {
  audit_log: AuditLogTable;
}
