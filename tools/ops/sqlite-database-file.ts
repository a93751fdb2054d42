import SqliteDatabase from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';

/** The files SQLite keeps beside a database in WAL mode. */
const WAL_COMPANIONS = ['-wal', '-shm'] as const;

/**
 * Whether another connection (the server, another command, in this process or another) has the
 * database open. A connection that closes as the last one checkpoints the WAL and deletes it, so
 * a WAL still there after this probe closes belongs to someone else's open connection. A WAL
 * that a crashed server left is recovered by the probe and does not count.
 */
export function databaseInUse(path: string): boolean {
  const probe = new SqliteDatabase(path, { fileMustExist: true });
  try {
    probe.prepare('select count(*) from sqlite_master').get();
  } finally {
    probe.close();
  }
  return existsSync(`${path}-wal`);
}

/** Moves a database and its WAL companions (if any) to `keptAs`, `keptAs-wal`, `keptAs-shm`. */
export async function setDatabaseAside(path: string, keptAs: string): Promise<void> {
  await rename(path, keptAs);
  for (const suffix of WAL_COMPANIONS) {
    if (existsSync(`${path}${suffix}`)) await rename(`${path}${suffix}`, `${keptAs}${suffix}`);
  }
}

/** A time for file names: 2026-05-01T10:00:00.000Z → 20260501T100000Z. */
export function fileStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');
}
