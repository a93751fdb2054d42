import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** One line of a case's audit trail: a status change, or an operator command that changed none. */
export interface AuditTrailEntry {
  at: string;
  /** `member:<id>`, `ops:<command> (<os user>)`, `system`, or '(unrecorded)' for events older than the log. */
  who: string;
  /** 'from → to' for a status change, null for a command that changed no status. */
  change: string | null;
  note: string | null;
  /** The operator command line (redacted) and, when it did not succeed, how it ended. */
  command: string | null;
}

/** `ops:<command>` with the operating-system user who ran it. */
function operatorWho(actor: string, osUser: string | null): string {
  return osUser ? `${actor} (${osUser})` : actor;
}

/**
 * A case's audit trail, oldest first: every status change with who made it (and the operator
 * command that did, if one did), and every operator command that named the case without moving
 * it (a failed approval, an added guarantor, a look with `show`) — except the run `exceptAuditId`.
 */
export async function caseAuditTrail(
  db: Kysely<Database>,
  caseId: number,
  exceptAuditId: number | null = null,
): Promise<AuditTrailEntry[]> {
  const events = await db
    .selectFrom('case_events')
    .leftJoin('audit_log', 'audit_log.id', 'case_events.audit_id')
    .select([
      'case_events.created_at',
      'case_events.actor',
      'case_events.audit_id',
      'case_events.from_status',
      'case_events.to_status',
      'case_events.note',
      'audit_log.os_user',
      'audit_log.command',
    ])
    .where('case_events.case_id', '=', caseId)
    .orderBy('case_events.id')
    .execute();
  const moved = new Set(events.map((e) => e.audit_id));
  const commands = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('id')
    .execute();
  const entries: AuditTrailEntry[] = [
    ...events.map((e) => ({
      at: e.created_at,
      who: e.actor ? operatorWho(e.actor, e.os_user) : '(unrecorded)',
      change: `${e.from_status ?? '-'} → ${e.to_status}`,
      note: e.note,
      command: e.command,
    })),
    ...commands
      .filter((c) => !moved.has(c.id) && c.id !== exceptAuditId)
      .map((c) => ({
        at: c.at,
        who: operatorWho(c.actor, c.os_user),
        change: null,
        note: null,
        command:
          c.outcome === 'ok' ? c.command : `${c.command}  [${c.outcome}${c.message ? `: ${c.message}` : ''}]`,
      })),
  ];
  // Stable: a command's row (its start) and the event it wrote may share a time; the order holds.
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
