/**
 * Who caused a change: `member:<id>` (never the ID number), `ops:<command>` for an operator
 * command, or `system` (the demo seed, automatic moves no person asked for).
 */
export type ActorName = `member:${number}` | `ops:${string}` | 'system';

/** Who moved a case, as written with every case event. */
export interface CaseActor {
  who: ActorName;
  /** The operator command's audit_log row, when an operator command did it (else null). */
  auditId: number | null;
}

/** The system itself (demo data, tests' fixtures). */
export const SYSTEM_ACTOR: CaseActor = { who: 'system', auditId: null };

/** A signed-in member acting on their own case. */
export function memberActor(memberId: number): CaseActor {
  return { who: `member:${memberId}`, auditId: null };
}

/** An operator command (`npm run ops -- <command>`), linked to the audit_log row of its run. */
export function operatorActor(command: string, auditId: number | null): CaseActor {
  return { who: `ops:${command}`, auditId };
}
