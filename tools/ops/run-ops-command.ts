import { existsSync } from 'node:fs';
import { operatorActor } from '../../src/server/audit/case-actor';
import {
  recordCommandEnd,
  recordCommandStart,
  recordFinishedCommand,
  type CommandOutcome,
  type CommandRun,
} from '../../src/server/audit/operator-audit';
import { isPostgresUrl, sqlitePathOf } from '../../src/server/db/connect';
import { findOpsCommand, opsUsage } from '.';
import { OpsGuidance, type AnyOpsCommand, type OpsCommand, type OpsFileCommand } from './ops-command';
import { openOpsContext, type OpenedOpsContext, type OpsEnvironment } from './ops-context';

/** What a run printed and its exit code. */
export interface OpsRun {
  code: 0 | 1;
  out: string[];
  err: string[];
}

/** How to run commands: where the database is, who runs them, and how the context is opened. */
export interface OpsRunOptions {
  env: OpsEnvironment;
  /** The operating-system user running the command, kept in the audit log. */
  osUser: string;
  /** Opens the server's context (default openOpsContext(env)); tests pass their running server's. */
  open?: () => Promise<OpenedOpsContext>;
}

/** What a failed command prints: guidance as it is, else the message and the command's usage. */
function failure(command: AnyOpsCommand, error: unknown): OpsRun {
  if (error instanceof OpsGuidance) return { code: 1, out: [], err: [...error.lines] };
  return {
    code: 1,
    out: [],
    err: [
      `${command.name}: ${(error as Error).message}`,
      `usage: npm run ops -- ${command.name} ${command.usage}`,
    ],
  };
}

/** A command on the server's context: its audit_log row is written first, its outcome after. */
async function runOnContext(
  command: OpsCommand,
  args: readonly string[],
  options: OpsRunOptions,
): Promise<OpsRun> {
  const { ctx, close } = await (options.open ?? (() => openOpsContext(options.env)))();
  try {
    const run: CommandRun = { name: command.name, args, osUser: options.osUser, at: ctx.clock() };
    const auditId = await recordCommandStart(ctx.db, run);
    try {
      const out = await command.run(ctx, args, operatorActor(command.name, auditId));
      await recordCommandEnd(ctx.db, auditId, 'ok');
      return { code: 0, out, err: [] };
    } catch (error) {
      await recordCommandEnd(ctx.db, auditId, 'failed', (error as Error).message);
      return failure(command, error);
    }
  } finally {
    await close();
  }
}

/**
 * A command on the database file (backup, restore): it runs first, then its run is recorded in
 * the database it leaves behind (after a restore, the restored one) — if there is one.
 */
async function runOnFile(
  command: OpsFileCommand,
  args: readonly string[],
  options: OpsRunOptions,
): Promise<OpsRun> {
  const { env } = options;
  const run: CommandRun = { name: command.name, args, osUser: options.osUser, at: new Date() };
  let result: OpsRun;
  let outcome: CommandOutcome = 'ok';
  try {
    result = { code: 0, out: await command.run(env, args), err: [] };
  } catch (error) {
    result = failure(command, error);
    outcome = 'failed';
  }
  const hasDatabase = options.open || isPostgresUrl(env.databaseUrl) || existsSync(sqlitePathOf(env.dataDir));
  if (!hasDatabase) return result;
  try {
    const { ctx, close } = await (options.open ?? (() => openOpsContext(env)))();
    try {
      await recordFinishedCommand(ctx.db, run, outcome, outcome === 'ok' ? null : result.err.join('\n'));
    } finally {
      await close();
    }
  } catch (error) {
    result.err.push(`${command.name}: the audit log could not record this run: ${(error as Error).message}`);
  }
  return result;
}

/**
 * Runs `npm run ops -- <command> [arguments]` and records it in the audit log: the usage for
 * help or an unknown command, else the command's output, exit code 1 on bad input.
 */
export async function runOpsCommand(argv: readonly string[], options: OpsRunOptions): Promise<OpsRun> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') return { code: 0, out: [opsUsage()], err: [] };
  const command = name ? findOpsCommand(name) : undefined;
  if (!command)
    return { code: 1, out: [], err: [...(name ? [`unknown command "${name}"`, ''] : []), opsUsage()] };
  return 'onDatabaseFile' in command
    ? runOnFile(command, args, options)
    : runOnContext(command, args, options);
}
