import { Client, type Notification } from 'pg';

/** The channel the database's triggers notify on (db/migrations/031-cache-notifications.ts). */
export const CACHE_CHANNEL = 'fenqi_cache';

/** What a notice says was written: tokens revoked, or cases (or their installments) changed. */
export type CacheKind = 'tokens' | 'cases';

/** The caches a listener keeps honest. */
export interface SharedCaches {
  /** Forgets what a write of `kind`, committed by any instance, may have made stale. */
  invalidate: (kind: CacheKind | 'all') => void;
  /** Turns every cache on or off (off: nothing held, every read goes to the database). */
  trust: (trusted: boolean) => void;
}

/** How the listener checks and retries its connection (tests shorten them). */
export interface ListenerTimings {
  /** First wait before connecting again after a loss; doubled on each failure up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** How often the connection is proven alive, and how long an answer may take. */
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

/** How long a closing connection may take to say goodbye (on a dead network it never would). */
const END_WAIT_MS = 1_000;

const DEFAULT_TIMINGS: ListenerTimings = {
  retryMs: 250,
  maxRetryMs: 10_000,
  heartbeatMs: 5_000,
  heartbeatTimeoutMs: 2_000,
};

/**
 * One dedicated PostgreSQL connection per server instance (not from the pool: a pooled
 * connection is handed to others and its LISTEN would go with it) that listens on
 * `CACHE_CHANNEL` and invalidates this instance's caches on every notice. The notices are sent
 * by triggers at commit, so a write is heard after it is visible to every new read. The caches
 * are trusted only while the connection is known to listen: it starts them off, turns them on
 * once LISTEN has answered, and off again the moment the connection fails or a heartbeat goes
 * unanswered (notices sent meanwhile are lost, not queued); it then reconnects with a growing
 * delay and trusts again from empty caches.
 */
export class CacheNotifications {
  readonly #timings: ListenerTimings;
  #client: Client | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #retry: NodeJS.Timeout | null = null;
  #retryMs: number;
  #closed = false;
  #listening = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly caches: SharedCaches,
    private readonly warn: (message: string) => void,
    timings: Partial<ListenerTimings> = {},
  ) {
    this.#timings = { ...DEFAULT_TIMINGS, ...timings };
    this.#retryMs = this.#timings.retryMs;
    caches.trust(false);
  }

  /** Whether notices are being heard now (and so the caches are trusted). */
  get listening(): boolean {
    return this.#listening;
  }

  /** Connects and listens; resolves either way (on failure the caches stay off and it retries). */
  async start(): Promise<void> {
    await this.#connect();
  }

  /** Stops listening for good (on app close); the caches are left off. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    await this.#drop(this.#client);
  }

  async #connect(): Promise<void> {
    this.#retry = null;
    const client = new Client({
      connectionString: this.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      application_name: 'fenqi-cache-listener',
    });
    this.#client = client;
    client.on('error', (error) => this.#lost(client, error.message));
    client.on('end', () => this.#lost(client, 'connection ended'));
    client.on('notification', (notice) => this.#hear(notice));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      this.#lost(client, (error as Error).message);
      return;
    }
    if (this.#closed || this.#client !== client) return;
    this.#listening = true;
    this.#retryMs = this.#timings.retryMs;
    // Trusting again starts from empty caches: notices sent while nobody listened are lost.
    this.caches.trust(true);
    this.#heartbeat = setInterval(() => void this.#beat(client), this.#timings.heartbeatMs);
    this.#heartbeat.unref();
  }

  #hear(notice: Notification): void {
    if (notice.channel !== CACHE_CHANNEL) return;
    const kind = notice.payload === 'tokens' || notice.payload === 'cases' ? notice.payload : 'all';
    this.caches.invalidate(kind);
  }

  /** A connection that answers nothing in time (a silent network loss) is treated as lost. */
  async #beat(client: Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('heartbeat unanswered')), this.#timings.heartbeatTimeoutMs);
    });
    try {
      await Promise.race([client.query('SELECT 1'), late]);
    } catch (error) {
      this.#lost(client, (error as Error).message);
    } finally {
      clearTimeout(timer);
    }
  }

  #lost(client: Client, reason: string): void {
    if (this.#client !== client) return; // an older connection, already replaced
    this.caches.trust(false);
    if (this.#listening) this.warn(`cache notifications lost (${reason}); caches off until heard again`);
    void this.#drop(client);
    if (this.#closed) return;
    this.#retry = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#retry.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, this.#timings.maxRetryMs);
  }

  async #drop(client: Client | null): Promise<void> {
    if (this.#client === client) this.#client = null;
    this.#listening = false;
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
    this.caches.trust(false);
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    const given = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, END_WAIT_MS);
      timer.unref();
    });
    await Promise.race([client.end().catch(() => undefined), given]);
    clearTimeout(timer);
  }
}
