import type { CaseActor } from '../../src/server/audit/case-actor';
import type { ServerContext } from '../../src/server/context';
import type { OpsEnvironment } from './ops-context';

/** One operator command of `npm run ops -- <name> …` (staff actions that move demo and test cases on). */
export interface OpsCommand {
  name: string;
  /** Arguments as shown in the usage text, e.g. '<caseNo> [reason]'. */
  usage: string;
  summary: string;
  /**
   * Runs the command as `by` (its operator actor, linked to this run's audit_log row by the
   * runner); returns the lines to print. Throws an Error with a clear message on bad input.
   * Called directly without `by` (tests), its changes are still recorded as `ops:<name>`.
   */
  run(ctx: ServerContext, args: readonly string[], by?: CaseActor): Promise<string[]>;
}

/**
 * A command on the database file itself (backup, restore). It runs with no database open — it
 * copies or replaces the file — and its run is recorded afterwards in the database it leaves.
 */
export interface OpsFileCommand {
  name: string;
  usage: string;
  summary: string;
  onDatabaseFile: true;
  run(env: OpsEnvironment, args: readonly string[]): Promise<string[]>;
}

/** A command the runner knows, of either kind. */
export type AnyOpsCommand = OpsCommand | OpsFileCommand;

/**
 * The command cannot do this here and says what to do instead (e.g. pg_dump for PostgreSQL):
 * the runner prints `lines` and exits 1 without the usage text.
 */
export class OpsGuidance extends Error {
  constructor(readonly lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'OpsGuidance';
  }
}
