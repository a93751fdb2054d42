import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long a file link handed out in an authorised reply stays usable. */
const LINK_TTL_SECONDS = 60 * 60;

/**
 * Signed, expiring file links. A file is shown with `<img src>`, which cannot send a Bearer
 * header, so the server signs the link when it answers someone who may see the case; the link
 * alone then opens the file for an hour. The key is `FILE_URL_SECRET`, or one kept in DATA_DIR.
 */
export class FileUrls {
  private readonly key: Buffer;

  constructor(dataDir: string, secret?: string) {
    this.key = secret ? Buffer.from(secret) : FileUrls.keptKey(dataDir);
  }

  private static keptKey(dataDir: string): Buffer {
    const path = join(dataDir, 'file-url-secret');
    if (!existsSync(path)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    }
    return Buffer.from(readFileSync(path, 'utf8').trim());
  }

  private sign(fileId: number, variant: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileId}:${variant}:${expires}`).digest('base64url');
  }

  /** The link to a file (`variant` 'file' or 'thumbnail'), valid for an hour from `now`. */
  link(fileId: number, variant: 'file' | 'thumbnail', now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
    const path = variant === 'file' ? `/api/v2/files/${fileId}` : `/api/v2/files/${fileId}/thumbnail`;
    return `${path}?expires=${expires}&signature=${this.sign(fileId, variant, expires)}`;
  }

  /** Whether a presented link is genuine and unexpired. */
  verify(
    fileId: number,
    variant: 'file' | 'thumbnail',
    expires: number,
    signature: string,
    now: Date,
  ): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.sign(fileId, variant, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
