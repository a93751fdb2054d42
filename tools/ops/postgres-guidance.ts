import { join } from 'node:path';
import type { BlobStoreConfig } from '../../src/server/storage/blob-store-config';

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

/** The bucket folder of an S3 file store as the AWS CLI names it, and its endpoint flag. */
function s3Location(store: Extract<BlobStoreConfig, { kind: 's3' }>): { url: string; flags: string } {
  const prefix = store.prefix ? `${store.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  return {
    url: shellWord(`s3://${store.bucket}/${prefix}`),
    flags: store.endpoint ? ` --endpoint-url ${shellWord(store.endpoint)}` : '',
  };
}

/** What `backup` prints for PostgreSQL: it backs up only SQLite, so here is pg_dump's command. */
export function pgDumpGuidance(
  databaseUrl: string,
  file: string,
  dataDir: string,
  fileStore: BlobStoreConfig = { kind: 'local' },
): string[] {
  const s3 = fileStore.kind === 's3' ? s3Location(fileStore) : null;
  return [
    'backup: DATABASE_URL is PostgreSQL, and this command backs up only the SQLite database. Nothing was written.',
    'Back up PostgreSQL with pg_dump (safe while the server runs):',
    `  pg_dump --format=custom ${pgConnectionFlags(databaseUrl)} --file=${shellWord(file)}`,
    ...(s3
      ? [
          'and the uploaded files, which live in the S3 bucket, not in the database:',
          `  aws s3 sync ${s3.url} ${shellWord(`${file}.files/`)}${s3.flags}`,
        ]
      : [
          'and the uploaded files, which live in DATA_DIR, not in the database:',
          `  cp -a ${shellWord(join(dataDir, 'files'))} ${shellWord(`${file}.files`)}`,
        ]),
    ...connectionNotes(databaseUrl),
  ];
}

/** What `restore` prints for PostgreSQL: pg_restore's command. */
export function pgRestoreGuidance(
  databaseUrl: string,
  file: string,
  dataDir: string,
  fileStore: BlobStoreConfig = { kind: 'local' },
): string[] {
  const s3 = fileStore.kind === 's3' ? s3Location(fileStore) : null;
  return [
    'restore: DATABASE_URL is PostgreSQL, and this command restores only the SQLite database. Nothing was changed.',
    'Stop the server, then restore a pg_dump --format=custom file with pg_restore:',
    `  pg_restore --clean --if-exists --no-owner ${pgConnectionFlags(databaseUrl)} ${shellWord(file)}`,
    ...(s3
      ? [
          'and put the uploaded files back into the bucket (blobs the restored database does not know are removed later by npm run ops -- sweep-files):',
          `  aws s3 sync ${shellWord(`${file}.files/`)} ${s3.url}${s3.flags}`,
        ]
      : [
          'and put the uploaded files back (move the current folder aside first):',
          `  mv ${shellWord(join(dataDir, 'files'))} ${shellWord(join(dataDir, 'files.before-restore'))} && cp -a ${shellWord(`${file}.files`)} ${shellWord(join(dataDir, 'files'))}`,
        ]),
    ...connectionNotes(databaseUrl),
  ];
}
