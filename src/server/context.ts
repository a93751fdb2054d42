import type { Kysely } from 'kysely';
import type { TokenCache } from './auth/token-cache';
import type { CaseListCache } from './cases/case-list-cache';
import type { IdCardReader } from './commodity/id-card-reader';
import type { Database } from './db/schema';
import type { LineVerifier } from './line/line-verifier';
import type { Mailer } from './mail/mailer';
import type { ReferenceCache } from './reference/reference-cache';
import type { FileStore } from './storage/file-store';
import type { DeviceKeys } from './accounts/device-keys';
import type { FileUrls } from './storage/file-urls';
import type { FormRevisionBook } from './forms/form-revision-book';
import type { AppMetrics } from './metrics/app-metrics';

/** Settings every route may read (resolved from the environment in main.ts). */
export interface ResolvedConfig {
  /** NODE_ENV=production: no demo data, no development outbox page. */
  production: boolean;
  /** The address the app is reached at, for links in mail (PUBLIC_URL). */
  publicUrl: string;
  /** What the browser app is told at start (GET /api/v2/app-config). */
  client: { faqUrl: string; liffId: string | null; v1BaseUrl: string };
  /** ID numbers allowed in (WHITELIST_ID_NUMS); empty lets everyone in. */
  whitelistIdNums?: string[];
  /** Whether a LINE channel is configured (LINE_CHANNEL_ID, or a verifier passed in). */
  lineEnabled: boolean;
  /** The repository the form studio edits (schemas/, uischemas/, fixtures/); never used in production. */
  studioRoot: string;
}

/** What route plugins are given: the database, the clock, storage, mail and LINE. */
export interface ServerContext {
  db: Kysely<Database>;
  /** The current time; tests pass a movable clock to reach expiry. */
  clock: () => Date;
  config: ResolvedConfig;
  files: FileStore;
  fileUrls: FileUrls;
  mailer: Mailer;
  line: LineVerifier;
  /** ID-card reading: the outside service (OCR_API_URL) or the local tesseract engine. */
  ocr: IdCardReader;
  /** Reference lists in memory (banks, schools, plans, …); invalidate it after writing them. */
  reference: ReferenceCache;
  /** The revision (content hash) of each form schema this server validates with, and the earlier ones. */
  formRevisions: FormRevisionBook;
  /** Each member's device key: what the app files the member's drafts under (accounts/device-keys.ts). */
  deviceKeys: DeviceKeys;
  /** Valid tokens held briefly; invalidate it after revoking tokens (auth/token-cache.ts). */
  tokens: TokenCache;
  /** Each member's case lists held briefly, dropped by every write to cases (cases/case-list-cache.ts). */
  caseLists: CaseListCache;
  /** What Prometheus reads (metrics/app-metrics.ts); null when nothing reads it, so nothing is counted. */
  metrics: AppMetrics | null;
}
