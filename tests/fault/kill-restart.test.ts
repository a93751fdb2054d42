/** @jest-environment node */
import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { isPostgresUrl, sqlitePathOf } from '../../src/server/db/connect';
import {
  distinctJpeg,
  download,
  EXTRA_FILES_MAX,
  readDraft,
  saveDraft,
  sha256,
  startDraft,
  uploadExtra,
} from './draft-calls';
import { startServerProcess, type ServerProcess } from './server-process';

jest.setTimeout(240_000);

/** Applicants writing at once; each uploads up to EXTRA_FILES_MAX files and saves its draft over and over. */
const APPLICANTS = 4;
/** The server is killed once this many uploads have been acknowledged (a burst is under way). */
const KILL_AFTER_UPLOADS = 14;
/** Kills in a row on the same DATA_DIR, each checked after its restart. */
const ROUNDS = 3;

/** What one applicant was told was written, and what was still on its way when the server died. */
interface Applicant {
  token: string;
  uploads: Map<number, string>; // acknowledged file id → sha256 of the bytes sent
  lastSavedAck: number; // the last save acknowledged (0: none)
  savesInFlight: Set<number>;
}

/**
 * Every file under DATA_DIR/files, relative to it. The entries' kinds come with the listing, so a
 * file the start's sweep removes while this walks is simply not listed (no stat of a file gone).
 */
function filesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

/** Files under DATA_DIR/files that no row names (orphans), and keys rows name that are not there (missing). */
function compareDiskWithRows(dataDir: string): { orphans: string[]; missing: string[] } {
  const sqlite = new Database(sqlitePathOf(dataDir), { readonly: true });
  try {
    const rows = sqlite.prepare('SELECT storage_key, thumbnail_key FROM files').all() as {
      storage_key: string;
      thumbnail_key: string | null;
    }[];
    // The signed contracts' PDFs (the demo's, rendered at seed) are files of the store too.
    const signed = sqlite.prepare('SELECT storage_key FROM signed_documents').all() as {
      storage_key: string;
    }[];
    const named = [
      ...rows.flatMap((r) => [r.storage_key, r.thumbnail_key]),
      ...signed.map((r) => r.storage_key),
    ].filter((k): k is string => !!k);
    const onDisk = filesUnder(join(dataDir, 'files'));
    return {
      orphans: onDisk.filter((path) => !named.includes(path)),
      missing: named.filter((key) => !onDisk.includes(key)),
    };
  } finally {
    sqlite.close();
  }
}

/** Uploads and saves in a loop until the server stops answering (its death ends the loop). */
async function writeUntilKilled(
  base: string,
  applicant: Applicant,
  seed: number,
  acked: { uploads: number },
) {
  let save = 0;
  for (let i = 0; i < EXTRA_FILES_MAX; i += 1) {
    const bytes = await distinctJpeg(seed * 100 + i);
    save += 1;
    const thisSave = save;
    applicant.savesInFlight.add(thisSave);
    try {
      const [upload, saved] = await Promise.all([
        uploadExtra(base, applicant.token, bytes),
        saveDraft(base, applicant.token, thisSave),
      ]);
      if (upload.status === 201 && upload.id !== undefined) {
        applicant.uploads.set(upload.id, sha256(bytes));
        acked.uploads += 1;
      }
      if (saved === 200) {
        applicant.lastSavedAck = Math.max(applicant.lastSavedAck, thisSave);
        applicant.savesInFlight.delete(thisSave);
      }
    } catch {
      return; // the connection died with the server: whatever was in flight is unacknowledged
    }
  }
}

/**
 * `kill -9` of the server in the middle of a burst of uploads and draft saves,
 * then a restart on the same DATA_DIR. The server starts; SQLite's integrity check is ok; no half
 * written or orphan file is left in DATA_DIR/files; every acknowledged upload is there with the
 * very bytes sent, and every draft holds its last acknowledged save (or one still in flight).
 */
// SQLite and DATA_DIR only: the PostgreSQL run has nothing to add here.
(isPostgresUrl(process.env.DATABASE_URL) ? describe.skip : describe)(
  'kill -9 during uploads and draft saves, then a restart on the same DATA_DIR',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-fault-'));
    let server: ServerProcess | undefined;
    const applicants: Applicant[] = [];

    afterAll(async () => {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it(`loses no acknowledged write and leaves no broken file or database, ${ROUNDS} kills in a row`, async () => {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '', FILE_STORE: 'local' };
      server = await startServerProcess(env);
      const figures: string[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const fresh: Applicant[] = [];
        for (let i = 0; i < APPLICANTS; i += 1)
          fresh.push({
            token: await startDraft(server.url),
            uploads: new Map(),
            lastSavedAck: 0,
            savesInFlight: new Set(),
          });
        applicants.push(...fresh);
        const acked = { uploads: 0 };
        const base = server.url;
        const bursts = fresh.map((applicant, i) => writeUntilKilled(base, applicant, round * 10 + i, acked));
        const started = Date.now();
        while (acked.uploads < KILL_AFTER_UPLOADS && Date.now() - started < 60_000)
          await new Promise((resolve) => setTimeout(resolve, 5));
        await server.kill9();
        await Promise.all(bursts);
        expect(acked.uploads).toBeGreaterThanOrEqual(KILL_AFTER_UPLOADS); // the kill came mid-burst
        const inFlight = fresh.reduce((n, a) => n + a.savesInFlight.size, 0);
        figures.push(
          `round ${round}: ${acked.uploads} uploads acknowledged, ${inFlight} saves in flight at the kill`,
        );
        server = await startServerProcess(env);
        await expectNothingLost(server.url, dataDir, applicants);
      }
      console.info(`kill -9 (${applicants.length} applicants in all):\n${figures.join('\n')}`);
    });
  },
);

/** After a restart: the database is whole, no file is half written or orphaned, no acknowledged write is lost. */
async function expectNothingLost(url: string, dataDir: string, applicants: readonly Applicant[]) {
  // The database file is whole.
  const sqlite = new Database(sqlitePathOf(dataDir), { readonly: true });
  try {
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
  } finally {
    sqlite.close();
  }
  // No half file, no orphan: once the start's sweep has run (in the background, as in npm start),
  // what is on disk is exactly what the files rows name.
  let disk = compareDiskWithRows(dataDir);
  for (let waited = 0; disk.orphans.length > 0 && waited < 15_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    disk = compareDiskWithRows(dataDir);
  }
  expect(disk).toEqual({ orphans: [], missing: [] });

  // Every acknowledged write is there, byte for byte.
  for (const applicant of applicants) {
    const draft = await readDraft(url, applicant.token);
    const kept = new Map(draft.files.map((file) => [file.id, file.fileUrl]));
    for (const [id, hash] of applicant.uploads) {
      const link = kept.get(id);
      expect({ id, kept: Boolean(link) }).toEqual({ id, kept: true });
      // Images are stored decoded and encoded anew; a quality-90 JPEG from sharp comes back unchanged.
      const { status, bytes } = await download(url, link!);
      expect(status).toBe(200);
      expect(sha256(bytes)).toBe(hash);
    }
    const saved = Number(draft.productModelNo?.replace('save-', '') ?? 0);
    const acceptable = [applicant.lastSavedAck, ...applicant.savesInFlight].filter((n) => n > 0);
    if (acceptable.length > 0) expect(acceptable).toContain(saved);
  }
}
