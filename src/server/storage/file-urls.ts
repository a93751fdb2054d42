import { createHmac, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sharedSecret } from './shared-secret';

/** What a signed link opens: an upload, its thumbnail, or a signed contract's PDF (own ids). */
export type LinkVariant = 'file' | 'thumbnail' | 'signed-document';

/** How long a file link handed out in an authorised reply stays usable. */
const LINK_TTL_SECONDS = 60 * 60;

/**
 * Signed, expiring file links. A file is shown with `<img src>`, which cannot send a Bearer
 * header, so the server signs the link when it answers someone who may see the case; the link
 * alone then opens the file for an hour. The key is `FILE_URL_SECRET`, or one kept in the
 * database, so every server instance on it signs and checks links alike.
 */
export class FileUrls {
  private readonly key: Buffer;

  constructor(key: string) {
    this.key = Buffer.from(key);
  }

  /**
   * The links of this deployment: signed with `secret` when given, otherwise with the key the
   * database keeps (made on first use; a key an older server kept in DATA_DIR is adopted).
   */
  static async open(db: Kysely<Database>, dataDir: string, secret: string | undefined, now: Date) {
    return new FileUrls(
      secret ||
        (await sharedSecret(db, 'file-url-key', { legacyFile: join(dataDir, 'file-url-secret'), now })),
    );
  }

  private sign(fileId: number, variant: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${fileId}:${variant}:${expires}`).digest('base64url');
  }

  /**
   * The link to a file (`variant` 'file' or 'thumbnail', or a signed contract's PDF,
   * 'signed-document'), valid for an hour from `now`.
   */
  link(fileId: number, variant: LinkVariant, now: Date): string {
    const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
    const path = {
      file: `/api/v2/files/${fileId}`,
      thumbnail: `/api/v2/files/${fileId}/thumbnail`,
      'signed-document': `/api/v2/signed-documents/${fileId}`,
    }[variant];
    return `${path}?expires=${expires}&signature=${this.sign(fileId, variant, expires)}`;
  }

  /** Whether a presented link is genuine and unexpired. */
  verify(fileId: number, variant: LinkVariant, expires: number, signature: string, now: Date): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < now.getTime()) return false;
    const expected = Buffer.from(this.sign(fileId, variant, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
