import { join } from 'node:path';

/** A value quoted for a POSIX shell when it holds anything but plain characters. */
function shellWord(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}

/**
 * The connection options of a postgres:// URL as pg_dump / pg_restore flags — host, port, user,
 * database; never the password (PGPASSWORD or ~/.pgpass supply it).
 */
export function pgConnectionFlags(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const flags = [
    url.hostname && `--host=${shellWord(decodeURIComponent(url.hostname))}`,
    `--port=${url.port || '5432'}`,
    url.username && `--username=${shellWord(decodeURIComponent(url.username))}`,
    `--dbname=${shellWord(decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres')}`,
  ];
  return flags.filter(Boolean).join(' ');
}

/** The password note and the options the URL carries beyond host, port, user and database. */
function connectionNotes(databaseUrl: string): string[] {
  const options = [...new URL(databaseUrl).searchParams]
    .filter(([name]) => name !== 'password')
    .map(([name, value]) => `${name}=${value}`);
  return [
    'Give the password through PGPASSWORD or ~/.pgpass (it is not shown here).',
    ...(options.length > 0
      ? [`DATABASE_URL also sets ${options.join(', ')}: pass those as PG* variables (e.g. PGSSLMODE).`]
      : []),
  ];
}

/** What `backup` prints for PostgreSQL: it backs up only SQLite, so here is pg_dump's command. */
export function pgDumpGuidance(databaseUrl: string, file: string, dataDir: string): string[] {
  return [
    'backup: DATABASE_URL is PostgreSQL, and this command backs up only the SQLite database. Nothing was written.',
    'Back up PostgreSQL with pg_dump (safe while the server runs):',
    `  pg_dump --format=custom ${pgConnectionFlags(databaseUrl)} --file=${shellWord(file)}`,
    'and the uploaded files, which live in DATA_DIR, not in the database:',
    `  cp -a ${shellWord(join(dataDir, 'files'))} ${shellWord(`${file}.files`)}`,
    ...connectionNotes(databaseUrl),
  ];
}

/** What `restore` prints for PostgreSQL: pg_restore's command. */
export function pgRestoreGuidance(databaseUrl: string, file: string, dataDir: string): string[] {
  return [
    'restore: DATABASE_URL is PostgreSQL, and this command restores only the SQLite database. Nothing was changed.',
    'Stop the server, then restore a pg_dump --format=custom file with pg_restore:',
    `  pg_restore --clean --if-exists --no-owner ${pgConnectionFlags(databaseUrl)} ${shellWord(file)}`,
    'and put the uploaded files back (move the current folder aside first):',
    `  mv ${shellWord(join(dataDir, 'files'))} ${shellWord(join(dataDir, 'files.before-restore'))} && cp -a ${shellWord(`${file}.files`)} ${shellWord(join(dataDir, 'files'))}`,
    ...connectionNotes(databaseUrl),
  ];
}
