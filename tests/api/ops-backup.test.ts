/** @jest-environment node */
import SqliteDatabase from 'better-sqlite3';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buildServer } from '../../src/server/app';
import { backupDatabase } from '../../tools/ops/backup-database';
import { OpsGuidance } from '../../tools/ops/ops-command';
import { restoreDatabase } from '../../tools/ops/restore-database';
import { runOpsCommand } from '../../tools/ops/run-ops-command';
import { createTestCase } from './case-factory';
import { createTestMember, type TestMember } from './member-session';
import { sampleJpeg } from './sample-files';
import { startTestServer, type TestServer } from './test-server';

/**
 * Backup and restore of the SQLite database and the uploaded files. Always on SQLite, whatever
 * DATABASE_URL the suite runs with: these commands are SQLite's (PostgreSQL gets pg_dump guidance).
 */
describe('ops backup and restore (SQLite)', () => {
  const work = mkdtempSync(join(tmpdir(), 'fenqi-backup-'));
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: undefined });
    member = await createTestMember(server.ctx);
  });
  afterAll(async () => {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /** `npm run ops -- <argv>` on the SQLite database of `dataDir`, typed in the `work` folder. */
  const ops = (dataDir: string, ...argv: string[]) =>
    runOpsCommand(argv, { osUser: 'tester', env: { dataDir, workingDir: work } });
  const freshDataDir = () => mkdtempSync(join(work, 'data-'));

  it('backs up while the server runs and writes, and the backup restores into a fresh DATA_DIR', async () => {
    const kept = await createTestCase(server.ctx, member.id, { status: 'reviewing' });
    const photo = await server.ctx.files.save(Readable.from(await sampleJpeg()), ['image/jpeg']);
    await server.db
      .insertInto('files')
      .values({
        category: '4',
        member_id: member.id,
        case_id: kept.id,
        draft_token_hash: null,
        guarantor_id: null,
        vehicle_loan_id: null,
        storage_key: photo.storageKey,
        thumbnail_key: photo.thumbnailKey,
        content_type: photo.contentType,
        original_name: 'photo.jpg',
        size: photo.size,
        created_at: new Date().toISOString(),
      })
      .execute();

    // The server goes on writing cases while the backup runs on its own connection. Each write
    // waits for the next turn of the event loop, as request handling would, so the backup's
    // steps (setImmediate) get their turns too.
    let backingUp = true;
    const writtenDuring: string[] = [];
    const writer = (async () => {
      while (backingUp) {
        writtenDuring.push((await createTestCase(server.ctx, member.id)).case_no);
        await new Promise((next) => setImmediate(next));
      }
    })();
    const backup = await ops(server.dataDir, 'backup', 'nightly.sqlite');
    backingUp = false;
    await writer;
    expect(backup.err).toEqual([]);
    expect(backup.code).toBe(0);
    expect(writtenDuring.length).toBeGreaterThan(0);
    expect(backup.out[0]).toMatch(
      /^database: .*fenqi\.sqlite → .*nightly\.sqlite \(\d+ pages, SQLite online backup\)$/,
    );
    expect(backup.out[1]).toMatch(/nightly\.sqlite\.files\/ \([1-9]\d* files copied\)$/);
    expect(backup.out[2]).toBe('every file the backed-up database refers to is in the copy');
    // One self-contained file: no WAL companions to forget when it is copied away.
    expect(['-wal', '-shm'].filter((suffix) => existsSync(join(work, `nightly.sqlite${suffix}`)))).toEqual(
      [],
    );
    const recorded = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor', '=', 'ops:backup')
      .executeTakeFirst();
    expect(recorded).toMatchObject({ os_user: 'tester', command: 'backup nightly.sqlite', outcome: 'ok' });

    const dataDir = freshDataDir();
    const restore = await ops(dataDir, 'restore', 'nightly.sqlite');
    expect(restore.err).toEqual([]);
    expect(restore.out[0]).toContain('(checked: SQLite, integrity ok, Fenqi tables)');
    expect(restore.out).toContain(
      `uploaded files: ${join(work, 'nightly.sqlite.files')}/ → ${join(dataDir, 'files')}/`,
    );
    expect(readFileSync(join(dataDir, 'files', photo.storageKey))).toEqual(
      readFileSync(join(server.dataDir, 'files', photo.storageKey)),
    );

    // The restored database serves the case through the API (the member's token came with it) and ops show.
    const restored = await buildServer({ dataDir, logLevel: 'silent' });
    try {
      const res = await restored.app.inject({
        method: 'GET',
        url: '/api/v2/members/cases',
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        expect.arrayContaining([expect.objectContaining({ caseNo: kept.case_no, status: 'reviewing' })]),
      );
    } finally {
      await restored.app.close();
    }
    const shown = await ops(dataDir, 'show', kept.case_no);
    expect(shown.out[0]).toBe(`case ${kept.case_no} (id ${kept.id})  status reviewing (審核中)`);
  });

  it('refuses a file that is not a Fenqi database, changing nothing', async () => {
    const dataDir = freshDataDir();
    writeFileSync(join(work, 'notes.txt'), 'these are not the rows you are looking for\n'.repeat(100));
    const text = await ops(dataDir, 'restore', 'notes.txt');
    expect(text.code).toBe(1);
    expect(text.err[0]).toMatch(
      /^restore: .*notes\.txt is not a Fenqi database: not an SQLite database \(file is not a database\)\. Nothing was changed\.$/,
    );

    const other = new SqliteDatabase(join(work, 'other-app.sqlite'));
    other.exec('create table orders (id integer primary key)');
    other.close();
    const foreign = await ops(dataDir, 'restore', 'other-app.sqlite');
    expect(foreign.err[0]).toContain(
      "is not a Fenqi database: it lacks Fenqi's tables (kysely_migration, members",
    );
    expect(existsSync(join(dataDir, 'fenqi.sqlite'))).toBe(false);
  });

  it('refuses to restore over the database a running server has open, unless --force', async () => {
    const backup = await ops(server.dataDir, 'backup', 'before-force.sqlite');
    expect(backup.code).toBe(0);
    const refused = await ops(server.dataDir, 'restore', 'before-force.sqlite');
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toContain('is open (the server or another command is using it): stop the server');
    const failed = await server.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor', '=', 'ops:restore')
      .executeTakeFirst();
    expect(failed).toMatchObject({ outcome: 'failed', command: 'restore before-force.sqlite' });

    // Another holder of the database (here a connection of this process) and --force.
    const dataDir = freshDataDir();
    expect((await ops(dataDir, 'restore', 'before-force.sqlite')).code).toBe(0);
    const holder = new SqliteDatabase(join(dataDir, 'fenqi.sqlite'));
    holder.prepare('select count(*) from cases').get();
    try {
      const forced = await ops(dataDir, 'restore', 'before-force.sqlite', '--force');
      expect(forced.code).toBe(0);
      expect(forced.out.at(-1)).toContain(
        'warning (--force): a server that had the database open keeps working',
      );
      const kept = forced.out.find((line) => line.startsWith('the previous database is kept as '));
      expect(kept && existsSync(kept.slice('the previous database is kept as '.length))).toBe(true);
    } finally {
      holder.close();
    }
  });

  it('never overwrites an existing file, nor writes into the files folder it copies', async () => {
    writeFileSync(join(work, 'taken.sqlite'), 'x');
    const result = await ops(server.dataDir, 'backup', 'taken.sqlite');
    expect(result.code).toBe(1);
    expect(result.err[0]).toContain('taken.sqlite already exists: a backup never overwrites');
    expect(readFileSync(join(work, 'taken.sqlite'), 'utf8')).toBe('x');
    const inside = await ops(server.dataDir, 'backup', join(server.dataDir, 'files', 'b.sqlite'));
    expect(inside.err[0]).toContain('which the backup copies: choose a place outside it');
  });
});

describe('ops backup and restore with PostgreSQL', () => {
  const env = {
    dataDir: '/srv/fenqi/data',
    databaseUrl: 'postgres://fenqi:s3cret-pw@db.example:5433/fenqi_prod?sslmode=require&password=other-pw',
    workingDir: '/backups',
  };
  const guidanceOf = async (run: Promise<string[]>): Promise<string[]> => {
    const error = await run.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(OpsGuidance);
    return [...(error as OpsGuidance).lines];
  };

  it('prints the pg_dump command without the password instead of pretending to back up', async () => {
    const lines = await guidanceOf(backupDatabase.run(env, ['nightly.dump']));
    expect(lines[0]).toContain('Nothing was written');
    expect(lines).toContain(
      '  pg_dump --format=custom --host=db.example --port=5433 --username=fenqi --dbname=fenqi_prod --file=/backups/nightly.dump',
    );
    expect(lines).toContain('  cp -a /srv/fenqi/data/files /backups/nightly.dump.files');
    expect(lines.join('\n')).toContain('sslmode=require');
    expect(lines.join('\n')).not.toMatch(/s3cret-pw|other-pw/);
  });

  it('prints the pg_restore command for restore', async () => {
    const lines = await guidanceOf(restoreDatabase.run(env, ['nightly.dump']));
    expect(lines).toContain(
      '  pg_restore --clean --if-exists --no-owner --host=db.example --port=5433 --username=fenqi --dbname=fenqi_prod /backups/nightly.dump',
    );
    expect(lines.join('\n')).not.toMatch(/s3cret-pw|other-pw/);
  });

  it('names the bucket for the uploaded files when they live in S3 (FILE_STORE=s3)', async () => {
    const s3 = {
      ...env,
      fileStore: {
        kind: 's3' as const,
        bucket: 'fenqi-files',
        prefix: 'prod',
        endpoint: 'http://minio:9000',
      },
    };
    const backup = await guidanceOf(backupDatabase.run(s3, ['nightly.dump']));
    expect(backup).toContain(
      '  aws s3 sync s3://fenqi-files/prod/ /backups/nightly.dump.files/ --endpoint-url http://minio:9000',
    );
    expect(backup.join('\n')).not.toContain('cp -a');
    const restore = await guidanceOf(restoreDatabase.run(s3, ['nightly.dump']));
    expect(restore).toContain(
      '  aws s3 sync /backups/nightly.dump.files/ s3://fenqi-files/prod/ --endpoint-url http://minio:9000',
    );
  });
});
