/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type FenqiServer } from '../../src/server/app';
import { isPostgresUrl } from '../../src/server/db/connect';
import { distinctJpeg, download, startDraft, uploadExtra } from './draft-calls';

jest.setTimeout(120_000);

/** Mounts a tmpfs of `megabytes` at `dir` (root only); false when this machine does not allow it. */
function mountTmpfs(dir: string, megabytes: number): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

const remount = (dir: string, mode: 'ro' | 'rw') =>
  execFileSync('mount', ['-o', `remount,${mode}`, dir], { stdio: 'pipe' });

/** Fills the file system of `dir` to the last byte; returns the filler's path. */
function fillDisk(dir: string): string {
  const filler = join(dir, 'filler');
  const fd = openSync(filler, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOSPC') throw error;
    for (let size = 32 * 1024; size >= 1; size = Math.floor(size / 2)) {
      try {
        for (;;) writeSync(fd, block, 0, size);
      } catch {
        // smaller pieces next, to the very end of the disk
      }
    }
  } finally {
    closeSync(fd);
  }
  return filler;
}

/** Saves the draft; the status and error body. */
async function saveDraft(base: string, token: string, n: number) {
  const res = await fetch(`${base}/api/v2/members/commodity-cases/jwt-tmp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      amount: 30000,
      productName: '手機',
      productModelNo: `型號 ${'長'.repeat(50)} ${n}`,
    }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() };
}

const UNAVAILABLE = { code: '503', message: '服務暫時無法使用，請稍後再試。' };

/**
 * A full disk and a read-only upload volume answer a clear 503 (Retry-After,
 * the zh-TW message, never a 500) and the same running server recovers when the cause goes away.
 * DATA_DIR is a small tmpfs of its own and DATA_DIR/files another, so the test fills and
 * remounts real file systems (root only: CI runs as root; elsewhere the suite says it skipped).
 */
// SQLite and DATA_DIR only: the PostgreSQL run has nothing to add here.
(isPostgresUrl(process.env.DATABASE_URL) ? describe.skip : describe)(
  'a full disk and a read-only DATA_DIR/files',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-disk-'));
    const filesDir = join(dataDir, 'files');
    let mounted = false;
    let filesMounted = false;
    let server: FenqiServer | undefined;
    let base = '';

    beforeAll(async () => {
      mounted = mountTmpfs(dataDir, 48);
      if (!mounted) return;
      mkdirSync(filesDir);
      filesMounted = mountTmpfs(filesDir, 8);
      server = await buildServer({ dataDir, seedDemo: true, logLevel: 'silent' });
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await server?.app.close();
      for (const dir of [filesDir, dataDir]) {
        try {
          execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
        } catch {
          // not mounted
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    const skipped = () => {
      if (mounted && filesMounted) return false;
      console.warn('disk faults SKIPPED: mounting a tmpfs needs root (CI runs as root)');
      return true;
    };

    it('a full disk: uploads and database writes answer 503, and work again once space is freed', async () => {
      if (skipped()) return;
      const token = await startDraft(base);
      const fillers = [fillDisk(filesDir), fillDisk(dataDir)];

      const upload = await uploadExtra(base, token, await distinctJpeg(1));
      expect(upload).toEqual({ status: 503, error: UNAVAILABLE });
      // SQLite writes into its journal until it needs a new page of disk: then SQLITE_FULL, 503.
      const answers: { status: number; retryAfter: string | null; body: string }[] = [];
      for (let n = 0; n < 2000 && !answers.some((a) => a.status === 503); n += 1)
        answers.push(await saveDraft(base, token, n));
      expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
      const refused = answers.find((a) => a.status === 503);
      expect(refused).toBeDefined();
      expect(JSON.parse(refused!.body)).toEqual(UNAVAILABLE);
      expect(refused!.retryAfter).toMatch(/^\d+$/);

      for (const filler of fillers) rmSync(filler);
      expect((await saveDraft(base, token, 9999)).status).toBe(200);
      const again = await uploadExtra(base, token, await distinctJpeg(2));
      expect(again.status).toBe(201);
      expect((await download(base, again.fileUrl!)).status).toBe(200);
    });

    it('a read-only upload volume: uploads answer 503, stored files still open, and uploads work once it is writable', async () => {
      if (skipped()) return;
      const token = await startDraft(base);
      const before = await uploadExtra(base, token, await distinctJpeg(3));
      expect(before.status).toBe(201);

      remount(filesDir, 'ro');
      try {
        const refused = await uploadExtra(base, token, await distinctJpeg(4));
        expect(refused).toEqual({ status: 503, error: UNAVAILABLE });
        expect((await download(base, before.fileUrl!)).status).toBe(200);
      } finally {
        remount(filesDir, 'rw');
      }
      expect((await uploadExtra(base, token, await distinctJpeg(5))).status).toBe(201);
    });
  },
);
