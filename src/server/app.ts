import { answerClientError } from './plugins/client-errors';
import { registerUnsafeTextGuard } from './plugins/unsafe-text';
import { registerDevToolsGuard } from './plugins/dev-tools-guard';
import { fastifyTrustProxy, type TrustProxy } from './trust-proxy';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { addFenqiKeywords, FENQI_AJV_OPTIONS } from '../validation/ajv';
import { formNames, REPO_ROOT } from '../validation/schema-files';
import { FormRevisionBook } from './forms/form-revision-book';
import { TokenCache } from './auth/token-cache';
import { CaseListCache } from './cases/case-list-cache';
import type { CacheNotifications } from './cache/cache-notifications';
import { listenForCacheNotifications } from './cache/shared-caches';
import { createIdCardReader } from './commodity/id-card-reader';
import { createLocalIdCardReader } from './ocr/tesseract-id-card-reader';
import type { ServerContext } from './context';
import { registerReplyContract, type ReplyContract } from './contract/reply-contract';
import { connectDatabase, isPostgresUrl } from './db/connect';
import type { Database } from './db/schema';
import { TableWrites } from './db/table-writes';
import { seedReferenceData } from './db/seed-reference';
import { createLineVerifier, type LineVerifier } from './line/line-verifier';
import { LOG_REDACTION } from './logging/log-redaction';
import { createMailer } from './mail/mailer';
import { registerApiDocs } from './plugins/api-docs';
import { registerCloseConnections } from './plugins/close-connections';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling } from './plugins/errors';
import { registerIdempotentUploads } from './plugins/idempotent-requests';
import { requestLogController } from './plugins/request-log';
import { lazySerializers } from './plugins/lazy-serializers';
import { lazyValidators } from './plugins/lazy-validators';
import { registerSchemaFiles } from './plugins/schemas';
import { registerSecurityHeaders } from './plugins/security-headers';
import { ReferenceCache } from './reference/reference-cache';
import { ROUTE_PLUGINS } from './routes';
import { createBlobStore, type BlobStoreConfig } from './storage/blob-store-config';
import { FileStore } from './storage/file-store';
import { FileUrls } from './storage/file-urls';
import { openDeviceKeys } from './accounts/device-keys';
import { closeImageFilesAfterUse } from './storage/sharp-file-cache';
import { seedDemoData } from './demo/seed-demo';
import { AppMetrics } from './metrics/app-metrics';
import { registerDatabasePoolMetrics } from './metrics/database-pool-metrics';
import { registerHttpMetrics } from './metrics/http-metrics';
import { metricsWanted, type MetricsConfig } from './metrics/metrics-config';
import { registerMetricsRoute } from './metrics/metrics-route';

/** What the server needs to know about its surroundings (from the environment in main.ts). */
export interface ServerConfig {
  dataDir: string;
  databaseUrl?: string;
  logLevel?: string;
  /** Where log lines go (default stdout); a test captures them. */
  logStream?: FastifyLoggerOptions['stream'];
  /** Log every request at info level (LOG_REQUESTS=1); otherwise only at debug (plugins/request-log.ts). */
  logRequests?: boolean;
  /** The built client to serve beside the API (`dist/`), if any. */
  clientDir?: string;
  /** NODE_ENV=production: no demo member, no development outbox. */
  production?: boolean;
  /** The address members reach the app at, for links in mail. */
  publicUrl?: string;
  /** smtp[s]://user:pass@host:port; without it mail only lands in the outbox. */
  smtpUrl?: string;
  mailFrom?: string;
  /** LINE's API base (default https://api.line.me) and the channel tokens must belong to. */
  lineApiUrl?: string;
  lineChannelId?: string;
  /** A LINE client other than the HTTP one (tests may pass one; by default the real client). */
  line?: LineVerifier;
  /** An outside ID-card OCR service (OCR_API_URL); without it ID cards are read on this machine. */
  ocrApiUrl?: string;
  /** ID numbers allowed in (WHITELIST_ID_NUMS); empty or unset lets everyone in. */
  whitelistIdNums?: string[];
  /** Key for signed file links; default a random key kept in DATA_DIR. */
  fileUrlSecret?: string;
  /** Largest upload in bytes (default 10 MiB); past it 413. */
  uploadMaxBytes?: number;
  /** Where uploaded files live (FILE_STORE): DATA_DIR/files (default) or an S3-compatible bucket. */
  fileStore?: BlobStoreConfig;
  /** The merchant's FAQ page (FAQ_URL), the LINE LIFF app id (LINE_LIFF_ID), the v1 base (V1_BASE_URL). */
  faqUrl?: string;
  liffId?: string;
  v1BaseUrl?: string;
  /** Seed the demo members and cases (README) into a new database; never in production. */
  seedDemo?: boolean;
  /** The current time (tests move it to reach expiry). */
  clock?: () => Date;
  /** How long reference lists stay in memory before they are read again (default a minute). */
  referenceCacheMs?: number;
  /** How long a valid token is trusted without reading it again (default 10 s; 0 reads it every time). On PostgreSQL only while other instances' revocations are heard (cache/cache-notifications.ts). */
  tokenCacheMs?: number;
  /** How long a member's case list is kept at most (cases/case-list-cache.ts; default 10 s, 0 never); on PostgreSQL as for tokens. */
  caseListCacheMs?: number;
  /** The schema files (default the repository's `schemas/`); a test points it at an edited copy. */
  schemasDir?: string;
  /** The repository the form studio reads and writes (default this one); a test points it at a copy. */
  studioRoot?: string;
  /** Check every JSON reply against its route's declared schema and errors (the API tests turn it on). */
  checkReplies?: boolean;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY); default none. */
  trustProxy?: TrustProxy;
  /** Lets a non-loopback address use the development tools (DEV_TOOLS_TOKEN); outside production only. */
  devToolsToken?: string;
  /** Prometheus metrics (METRICS_TOKEN, METRICS_PORT); none are collected unless one is set. */
  metrics?: MetricsConfig;
}

/** The API server with its database and context; `app.close()` also closes the database. */
export interface FenqiServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  ctx: ServerContext;
  /** Compiles every reply serializer now (they are compiled on first use); returns how many. */
  compileReplySerializers: () => number;
  /** Compiles every request validator now (they are compiled on first use); returns how many. */
  compileRequestValidators: () => number;
  /** The routes' reply contracts, and the replies that broke them when `checkReplies` is on. */
  contract: ReplyContract;
  /** On PostgreSQL, what keeps the caches in step with other instances (null on SQLite). */
  cacheNotifications: CacheNotifications | null;
}

const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Builds the server: the database (migrated and seeded), Fastify validating with the same
 * schema files and keywords as the browser, one error handler, then the routes.
 */
export async function buildServer(config: ServerConfig): Promise<FenqiServer> {
  closeImageFilesAfterUse();
  // Writes are reported to the caches of what they change (db/table-writes.ts).
  const writes = new TableWrites();
  const metrics = metricsWanted(config.metrics) ? new AppMetrics() : null;
  const onPool = metrics ? (pool: Pool) => registerDatabasePoolMetrics(metrics, pool) : undefined;
  const db = (await connectDatabase(config, { committed: writes.committed, onPool })).withPlugin(writes);
  await seedReferenceData(db);
  const clock = config.clock ?? (() => new Date());
  const uploadMaxBytes = config.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  const ctx: ServerContext = {
    db,
    clock,
    config: {
      production: config.production ?? false,
      publicUrl: (config.publicUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
      client: {
        faqUrl: config.faqUrl ?? 'https://fenqi.tw/faq',
        liffId: config.liffId ?? null,
        v1BaseUrl: config.v1BaseUrl ?? '/api/v1',
      },
      whitelistIdNums: config.whitelistIdNums ?? [],
      lineEnabled: Boolean(config.lineChannelId || config.line),
      studioRoot: config.studioRoot ?? REPO_ROOT,
    },
    files: new FileStore(
      config.dataDir,
      uploadMaxBytes,
      await createBlobStore(config.dataDir, config.fileStore),
    ),
    fileUrls: await FileUrls.open(db, config.dataDir, config.fileUrlSecret, clock()),
    mailer: createMailer(
      db,
      { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom ?? 'Fenqi 分期會員中心 <no-reply@fenqi.tw>' },
      clock,
    ),
    line:
      config.line ??
      createLineVerifier({
        apiUrl: config.lineApiUrl ?? 'https://api.line.me',
        channelId: config.lineChannelId,
      }),
    ocr: config.ocrApiUrl
      ? createIdCardReader({ apiUrl: config.ocrApiUrl })
      : createLocalIdCardReader({ clock }),
    reference: new ReferenceCache(clock, config.referenceCacheMs),
    formRevisions: new FormRevisionBook(),
    deviceKeys: await openDeviceKeys(db, clock()),
    tokens: new TokenCache(config.tokenCacheMs),
    caseLists: new CaseListCache(clock, config.caseListCacheMs),
    metrics,
  };
  writes.listen(ctx.caseLists.onWrite);
  if (config.seedDemo && !ctx.config.production) await seedDemoData(ctx);
  const serializers = lazySerializers();
  const validators = lazyValidators();
  const app = Fastify({
    logger: {
      level: config.logLevel ?? 'info',
      ...LOG_REDACTION,
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    logController: requestLogController(config.logRequests ?? false),
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    clientErrorHandler: answerClientError,
    genReqId: requestIdOf,
    schemaController: {
      compilersFactory: { buildSerializer: serializers.factory, buildValidator: validators.factory },
    },
    ajv: {
      customOptions: { ...FENQI_AJV_OPTIONS, coerceTypes: 'array', removeAdditional: false },
      plugins: [addFenqiKeywords],
    },
  });
  app.decorateRequest('auth', null);
  app.addHook('onClose', async () => db.destroy());
  app.addHook('onClose', async () => ctx.ocr.close?.());
  app.addHook('onClose', async () => ctx.files.close());
  registerCloseConnections(app);
  registerRequestIdHeader(app);
  if (metrics) registerHttpMetrics(app, metrics);
  await registerCompression(app);
  await app.register(multipart, {
    limits: { fileSize: uploadMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });
  // Before the routes (and the API documentation, which lists the Idempotency-Key header).
  registerIdempotentUploads(app, ctx);
  const https = ctx.config.publicUrl.startsWith('https:');
  registerSecurityHeaders(app, { https });
  registerUnsafeTextGuard(app);
  if (!ctx.config.production)
    registerDevToolsGuard(app, { token: config.devToolsToken, publicUrl: ctx.config.publicUrl });
  const schemas = registerSchemaFiles(app, config.schemasDir);
  ctx.formRevisions.load(schemas, formNames(config.schemasDir));
  await ctx.formRevisions.archive(db, clock());
  registerErrorHandling(app, schemas, config.clientDir, {
    production: config.production,
    https,
    countErrorReply: metrics ? (code, status) => metrics.countErrorReply(code, status) : undefined,
  });
  if (metrics && config.metrics?.token) registerMetricsRoute(app, metrics, config.metrics.token);
  const contract = registerReplyContract(app, schemas, { checkReplies: config.checkReplies ?? false });
  await registerApiDocs(app, {
    schemaIds: schemas.keys(),
    publicUrl: ctx.config.publicUrl,
    errorsOf: (method, url) => contract.route(method, url)?.errors,
  });
  for (const routes of ROUTE_PLUGINS) await app.register(routes, { ctx });
  // Several instances may share PostgreSQL: their writes reach this one's caches as notifications.
  const cacheNotifications = isPostgresUrl(config.databaseUrl)
    ? await listenForCacheNotifications(app, ctx, config.databaseUrl)
    : null;
  return {
    app,
    db,
    ctx,
    compileReplySerializers: serializers.compileAll,
    compileRequestValidators: validators.compileAll,
    contract,
    cacheNotifications,
  };
}
