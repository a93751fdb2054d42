import SqliteDatabase from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { isPostgresUrl, sqlitePathOf } from '../../src/server/db/connect';
import { OpsGuidance, type OpsFileCommand } from './ops-command';
import { createBlobStore } from '../../src/server/storage/blob-store-config';
import { pgDumpGuidance } from './postgres-guidance';
import { copyUploadedFiles } from './uploaded-files-copy';

/** Largest page count better-sqlite3 accepts for one backup step: "the rest, at once". */
const ALL_PAGES = 0x7fffffff;

/**
 * SQLite's online backup of the database at `source` into a new file `target`, while the server
 * keeps working. The pages are copied in one step, inside one read transaction: WAL mode lets
 * writers go on meanwhile, and the copy is the database as it was when the step began. (Copied
 * in small steps, every write by the server would restart the backup.)
 */
async function backupSqlite(source: string, target: string): Promise<number> {
  const sqlite = new SqliteDatabase(source, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    const { totalPages } = await sqlite.backup(target, { progress: () => ALL_PAGES });
    return totalPages;
  } finally {
    sqlite.close();
  }
}

/**
 * Makes the backup one self-contained file (rollback journal instead of WAL, so no -wal/-shm
 * files beside it; the server turns WAL on again when it opens a restored database) and returns
 * the uploaded files it refers to that the files copy lacks.
 */
function settleBackup(databaseFile: string, filesDir: string): string[] {
  const sqlite = new SqliteDatabase(databaseFile, { fileMustExist: true });
  try {
    sqlite.pragma('journal_mode = DELETE');
    const rows = sqlite
      .prepare(
        'select storage_key, thumbnail_key from files union all select storage_key, null from signed_documents',
      )
      .all() as {
      storage_key: string;
      thumbnail_key: string | null;
    }[];
    const keys = rows.flatMap((row) =>
      row.thumbnail_key ? [row.storage_key, row.thumbnail_key] : [row.storage_key],
    );
    return keys.filter((key) => !existsSync(join(filesDir, key)));
  } finally {
    sqlite.close();
  }
}

/**
 * `backup <file>`: an online backup of the SQLite database to `<file>` and a copy of the uploaded
 * files to `<file>.files/`, while the server runs. Never overwrites. With PostgreSQL it only
 * prints the pg_dump command and exits 1.
 */
export const backupDatabase: OpsFileCommand = {
  name: 'backup',
  usage: '<file>',
  summary: 'online backup of the SQLite database to <file> and of the uploaded files to <file>.files/',
  onDatabaseFile: true,
  async run(env, args) {
    if (args.length !== 1) throw new Error('backup takes one <file>');
    const target = resolve(env.workingDir ?? process.cwd(), args[0]);
    const filesTarget = `${target}.files`;
    if (isPostgresUrl(env.databaseUrl))
      throw new OpsGuidance(pgDumpGuidance(env.databaseUrl, target, env.dataDir, env.fileStore));
    const source = sqlitePathOf(env.dataDir);
    if (!existsSync(source)) throw new Error(`no database at ${source} (is DATA_DIR right?)`);
    const filesDir = join(env.dataDir, 'files');
    if (`${target}${sep}`.startsWith(`${resolve(filesDir)}${sep}`))
      throw new Error(`${target} is inside ${filesDir}, which the backup copies: choose a place outside it`);
    for (const path of [target, filesTarget])
      if (existsSync(path))
        throw new Error(`${path} already exists: a backup never overwrites, choose a new name`);
    const pages = await backupSqlite(source, target);
    const blobs = await createBlobStore(env.dataDir, env.fileStore);
    let files: Awaited<ReturnType<typeof copyUploadedFiles>>;
    try {
      files = await copyUploadedFiles(blobs, filesTarget);
    } finally {
      blobs.close?.();
    }
    const missing = settleBackup(target, filesTarget);
    return [
      `database: ${source} → ${target} (${pages} pages, SQLite online backup)`,
      `uploaded files: ${blobs.description} → ${filesTarget}/ (${files.copied} files copied${files.vanished ? `, ${files.vanished} deleted by the server while copying` : ''})`,
      missing.length === 0
        ? 'every file the backed-up database refers to is in the copy'
        : `warning: ${missing.length} file(s) the backed-up database refers to are not in the copy (deleted while copying, or already missing): ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
      `keep ${target} and ${filesTarget}/ together; restore both with: npm run ops -- restore ${target}`,
    ];
  },
};
