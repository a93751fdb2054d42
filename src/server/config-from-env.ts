import { join } from 'node:path';
import type { ServerConfig } from './app';
import type { MetricsConfig } from './metrics/metrics-config';
import { blobStoreFromEnv } from './storage/blob-store-config';
import { parseTrustProxy } from './trust-proxy';

/** The variables the server reads (README "Environment"). */
type Env = Record<string, string | undefined>;

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A number of at least 0 from the variable `name`; unset or empty gives undefined, anything else stops the start. */
function nonNegativeNumber(env: Env, name: string): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`${name} must be a number of at least 0, not "${value}"`);
  return number;
}

/** Shortest METRICS_TOKEN taken: a guessable token would publish the metrics after all. */
const METRICS_TOKEN_MIN_LENGTH = 16;

/**
 * Metrics exposure (METRICS_TOKEN, METRICS_PORT, METRICS_HOST); undefined, so nothing collected,
 * when neither is set. The separate listener binds loopback unless METRICS_HOST says otherwise.
 */
function metricsFromEnv(env: Env, mainPort: number): MetricsConfig | undefined {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token && token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  const port = nonNegativeNumber(env, 'METRICS_PORT');
  if (port !== undefined && port !== 0 && port === mainPort)
    throw new Error(`METRICS_PORT must differ from PORT (${mainPort})`);
  if (!token && port === undefined) return undefined;
  const listen = port === undefined ? undefined : { port, host: env.METRICS_HOST || '127.0.0.1' };
  return { token, listen };
}

const seconds = (value: number | undefined) => (value === undefined ? undefined : value * 1000);
const megabytes = (value: number | undefined) => (value === undefined ? undefined : value * 1024 * 1024);

/**
 * The server's configuration from the environment; `root` is the repository (for ./data and dist/).
 * Outside production it listens on loopback only unless HOST says otherwise: a development server
 * carries the outbox and the studio, which must not reach the network by accident.
 */
export function configFromEnv(env: Env, root: string): ServerConfig & { port: number; host: string } {
  const port = nonNegativeNumber(env, 'PORT') ?? 3000;
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devToolsToken: env.DEV_TOOLS_TOKEN || undefined,
    metrics: metricsFromEnv(env, port),
    dataDir: env.DATA_DIR ?? join(root, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS === '1' || env.LOG_REQUESTS === 'true',
    tokenCacheMs: seconds(nonNegativeNumber(env, 'TOKEN_CACHE_SECONDS')),
    caseListCacheMs: seconds(nonNegativeNumber(env, 'CASE_LIST_CACHE_SECONDS')),
    clientDir: join(root, 'dist'),
    production,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    lineApiUrl: env.LINE_API_URL || undefined,
    lineChannelId: env.LINE_CHANNEL_ID || undefined,
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    uploadMaxBytes: megabytes(nonNegativeNumber(env, 'UPLOAD_MAX_MB')),
    fileStore: blobStoreFromEnv(env),
    whitelistIdNums: list(env.WHITELIST_ID_NUMS),
    ocrApiUrl: env.OCR_API_URL || undefined,
    faqUrl: env.FAQ_URL || undefined,
    liffId: env.LINE_LIFF_ID || undefined,
    v1BaseUrl: env.V1_BASE_URL || undefined,
  };
}
