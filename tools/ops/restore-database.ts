import { cp, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { constants, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isPostgresUrl, sqlitePathOf } from '../../src/server/db/connect';
import { fenqiDatabaseProblem } from './fenqi-database-check';
import { OpsGuidance, type OpsFileCommand } from './ops-command';
import { pgRestoreGuidance } from './postgres-guidance';
import { databaseInUse, fileStamp, setDatabaseAside } from './sqlite-database-file';

/** What `restore` was asked. */
function parseArgs(args: readonly string[]): { file: string; force: boolean } {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1) throw new Error('restore takes one <file> and optionally --force');
  return { file: rest[0], force };
}

/**
 * `restore <file> [--force]`: replaces DATA_DIR's SQLite database with a backup, and DATA_DIR/files
 * with `<file>.files/` when the backup has one. The backup is copied beside the database first
 * and checked there (SQLite, PRAGMA integrity_check, Fenqi's tables and known migrations); only
 * then is the current database renamed to `fenqi.sqlite.before-restore-<time>` (files likewise)
 * and the copy renamed into place. Refused while the server (or any command) has the database
 * open, unless --force — after which that server keeps using the old file until it restarts.
 */
export const restoreDatabase: OpsFileCommand = {
  name: 'restore',
  usage: '<file> [--force]',
  summary: 'replace the SQLite database (and DATA_DIR/files) with a backup; stop the server first',
  onDatabaseFile: true,
  async run(env, args) {
    const { file, force } = parseArgs(args);
    const source = resolve(env.workingDir ?? process.cwd(), file);
    if (isPostgresUrl(env.databaseUrl))
      throw new OpsGuidance(pgRestoreGuidance(env.databaseUrl, source, env.dataDir, env.fileStore));
    if (!existsSync(source)) throw new Error(`no file at ${source}`);
    const target = sqlitePathOf(env.dataDir);
    const filesDir = join(env.dataDir, 'files');
    const filesSource = `${source}.files`;
    const stamp = fileStamp(new Date());
    const [incoming, incomingFiles] = [`${target}.restoring-${stamp}`, `${filesDir}.restoring-${stamp}`];
    await mkdir(env.dataDir, { recursive: true });
    try {
      await copyFile(source, incoming, constants.COPYFILE_EXCL);
      const problem = await fenqiDatabaseProblem(incoming);
      if (problem) throw new Error(`${source} is not a Fenqi database: ${problem}. Nothing was changed.`);
      const inUse = existsSync(target) && databaseInUse(target);
      if (inUse && !force)
        throw new Error(
          `${target} is open (the server or another command is using it): stop the server and run restore again, or add --force. Nothing was changed.`,
        );
      const hasFiles = existsSync(filesSource);
      if (hasFiles)
        await cp(filesSource, incomingFiles, { recursive: true, errorOnExist: true, force: false });

      const lines = [`database: ${source} → ${target} (checked: SQLite, integrity ok, Fenqi tables)`];
      if (existsSync(target)) {
        await setDatabaseAside(target, `${target}.before-restore-${stamp}`);
        lines.push(`the previous database is kept as ${target}.before-restore-${stamp}`);
      }
      await rename(incoming, target);
      if (hasFiles) {
        const hadFiles = existsSync(filesDir);
        if (hadFiles) await rename(filesDir, `${filesDir}.before-restore-${stamp}`);
        await rename(incomingFiles, filesDir);
        lines.push(`uploaded files: ${filesSource}/ → ${filesDir}/`);
        if (hadFiles) lines.push(`the previous files are kept as ${filesDir}.before-restore-${stamp}/`);
      } else {
        lines.push(
          `no ${filesSource}/ beside the backup: ${filesDir}/ is left as it is (uploaded files are not in the database)`,
        );
      }
      if (inUse)
        lines.push(
          'warning (--force): a server that had the database open keeps working on the previous file until it restarts — restart it now',
        );
      return lines;
    } finally {
      await rm(incoming, { force: true });
      await rm(incomingFiles, { recursive: true, force: true });
    }
  },
};
