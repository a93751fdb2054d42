/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  const urls = new FileUrls('/unused', 'test-secret');

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
    const other = new FileUrls('/unused', 'another-secret');
    const link = parse(other.link(42, 'file', now));
    expect(urls.verify(42, 'file', link.expires, link.signature, now)).toBe(false);
  });

  it('keeps a generated key in the data directory, so links survive a restart', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fenqi-urls-'));
    try {
      const first = new FileUrls(dataDir);
      const link = parse(first.link(7, 'thumbnail', now));
      const restarted = new FileUrls(dataDir);
      expect(restarted.verify(7, 'thumbnail', link.expires, link.signature, now)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
