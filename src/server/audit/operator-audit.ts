import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { redactArguments, redactText } from './redact-secrets';

/** One run of an operator command, as the audit log keeps it. */
export interface CommandRun {
  name: string;
  args: readonly string[];
  osUser: string;
  at: Date;
}

/** How a run ended. */
export type CommandOutcome = 'ok' | 'failed';

/** The command line as stored: name and redacted arguments, an argument with spaces quoted. */
function commandLine(run: CommandRun): string {
  return [run.name, ...redactArguments(run.args)]
    .map((a) => (/\s/.test(a) ? JSON.stringify(a) : a))
    .join(' ');
}

/** The case a run names: its first argument, when that is a case number (the CLI's convention). */
async function namedCaseId(db: Kysely<Database>, run: CommandRun): Promise<number | null> {
  const [first] = run.args;
  if (!first) return null;
  const found = await db.selectFrom('cases').select('id').where('case_no', '=', first).executeTakeFirst();
  return found?.id ?? null;
}

/** Writes the run's row before it works ('running' until recordCommandEnd); returns its id. */
export async function recordCommandStart(db: Kysely<Database>, run: CommandRun): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      at: run.at.toISOString(),
      actor: `ops:${run.name}`,
      os_user: run.osUser,
      command: commandLine(run),
      case_id: await namedCaseId(db, run),
      outcome: 'running',
      message: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks a run ok or failed, with the (redacted) reason it failed. */
export async function recordCommandEnd(
  db: Kysely<Database>,
  id: number,
  outcome: CommandOutcome,
  message: string | null = null,
): Promise<void> {
  await db
    .updateTable('audit_log')
    .set({ outcome, message: message === null ? null : redactText(message).slice(0, 1000) })
    .where('id', '=', id)
    .execute();
}

/** Records a run that already ended (backup and restore work before any database is open). */
export async function recordFinishedCommand(
  db: Kysely<Database>,
  run: CommandRun,
  outcome: CommandOutcome,
  message: string | null = null,
): Promise<void> {
  await recordCommandEnd(db, await recordCommandStart(db, run), outcome, message);
}
