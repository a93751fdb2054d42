/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../db/connect';
import { FileUrls } from './file-urls';

function parse(link: string) {
  const url = new URL(link, 'http://x');
  return {
    path: url.pathname,
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature') ?? '',
  };
}

describe('FileUrls', () => {
  const now = new Date('2026-11-22T08:00:00Z');
  const urls = new FileUrls('test-secret');

  it('signs a link that verifies for the same file and variant within the hour', () => {
    const link = parse(urls.link(42, 'file', now));
    expect(link.path).toBe('/api/v2/files/42');
    expect(urls.verify(42, 'file', link.expires, link.signature, new Date(now.getTime() + 59 * 60_000))).toBe(
      true,
    );
  });

  it('refuses the link after it expired, for another file, for the thumbnail, or tampered', () => {
    const link = parse(urls.link(42, 'file', now));
    expect(urls.verify(42, 'file', link.expires, link.signature, new Date(now.getTime() + 61 * 60_000))).toBe(
      false,
    );
    expect(urls.verify(43, 'file', link.expires, link.signature, now)).toBe(false);
    expect(urls.verify(42, 'thumbnail', link.expires, link.signature, now)).toBe(false);
    expect(urls.verify(42, 'file', link.expires + 3600, link.signature, now)).toBe(false);
    expect(urls.verify(42, 'file', link.expires, link.signature.slice(1) + 'A', now)).toBe(false);
  });

  it('refuses links signed with another key', () => {
    const other = new FileUrls('another-secret');
    const link = parse(other.link(42, 'file', now));
    expect(urls.verify(42, 'file', link.expires, link.signature, now)).toBe(false);
  });

  it('keeps a generated key in the database: a restart and a second instance on it sign alike', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-urls-'));
    const otherDir = mkdtempSync(join(tmpdir(), 'fenqi-urls-other-'));
    const db = await connectDatabase({ dataDir });
    try {
      const first = await FileUrls.open(db, dataDir, undefined, now);
      const link = parse(first.link(7, 'thumbnail', now));
      // Another instance: same database, a data directory of its own.
      const second = await FileUrls.open(db, otherDir, undefined, now);
      expect(second.verify(7, 'thumbnail', link.expires, link.signature, now)).toBe(true);
      // FILE_URL_SECRET, when set, wins over the kept key.
      const configured = await FileUrls.open(db, dataDir, 'configured', now);
      expect(configured.verify(7, 'thumbnail', link.expires, link.signature, now)).toBe(false);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('adopts the key an older server kept in DATA_DIR, so its links stay valid', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-urls-'));
    writeFileSync(join(dataDir, 'file-url-secret'), 'older-key\n');
    const db = await connectDatabase({ dataDir });
    try {
      const link = parse(new FileUrls('older-key').link(9, 'file', now));
      const adopted = await FileUrls.open(db, dataDir, undefined, now);
      expect(adopted.verify(9, 'file', link.expires, link.signature, now)).toBe(true);
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
