import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** The doors that shut after too many wrong answers (auth/login-rate-limit.ts, auth/guess-limit.ts). */
export type LockoutDoor = 'login' | 'guess';

/** The label a request gets when no route matched it (unknown paths, the client's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: from a cached reply (~1 ms) to a slow upload or a PDF signature (several seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The requests of one method, route and status: counted here, handed to prom-client at each scrape. */
interface RequestSeries {
  labels: { method: string; route: string; status: string };
  answered: number;
  published: number;
}

/**
 * The server's Prometheus metrics, in a registry of its own: several servers in one process (the
 * tests, the development server's reloads) each count apart instead of colliding in prom-client's
 * global registry. Node's own figures (event loop delay, heap, GC, CPU, open files) come from
 * prom-client's default collectors; the rest is counted where it happens.
 */
export class AppMetrics {
  readonly registry = new Registry();

  // Requests by route, method and status. prom-client checks and hashes the labels on every call;
  // the histogram needs that call, the counter need not: it is a plain number here, added to the
  // prom-client counter when Prometheus scrapes. Bounded: routes are the registered patterns.
  private readonly series = new Map<string, Map<string, Map<number, RequestSeries>>>();

  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
    collect: () => this.publishRequestCounts(),
  });

  private readonly durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its reply being sent, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly errorReplies = new Counter({
    name: 'fenqi_api_error_replies_total',
    help: 'Error replies by their catalogue code (spec §8) and HTTP status',
    labelNames: ['code', 'status'] as const,
    registers: [this.registry],
  });

  private readonly lockoutRefusals = new Counter({
    name: 'fenqi_lockout_refusals_total',
    help: 'Attempts refused (429) because their ID number, case or address is locked out, by door',
    labelNames: ['door'] as const,
    registers: [this.registry],
  });

  private readonly loginFailures = new Counter({
    name: 'fenqi_login_failures_total',
    help: 'Failed password checks (a wrong password or an unknown ID number), each counting towards a lockout',
    registers: [this.registry],
  });

  private readonly uploads = new Counter({
    name: 'fenqi_uploads_total',
    help: 'Files uploaded and stored, by the content type found in them',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private readonly uploadBytes = new Counter({
    name: 'fenqi_upload_bytes_total',
    help: 'Bytes of the files uploaded and stored, by the content type found in them',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** One answered request; `route` is the registered pattern (`/cases/:id`) or UNMATCHED_ROUTE. */
  countRequest(method: string, route: string, status: number, milliseconds: number): void {
    // Keyed by the values themselves: a key string built per request cost as much as the counter call saved.
    let byStatus = this.series.get(route)?.get(method);
    if (!byStatus) {
      const byMethod = this.series.get(route) ?? new Map<string, Map<number, RequestSeries>>();
      byStatus = new Map<number, RequestSeries>();
      byMethod.set(method, byStatus);
      this.series.set(route, byMethod);
    }
    let series = byStatus.get(status);
    if (!series) {
      series = { labels: { method, route, status: String(status) }, answered: 0, published: 0 };
      byStatus.set(status, series);
    }
    series.answered += 1;
    this.durations.observe(series.labels, milliseconds / 1000);
  }

  /** Adds the requests answered since the last scrape to the prom-client counter. */
  private publishRequestCounts(): void {
    for (const byMethod of this.series.values())
      for (const byStatus of byMethod.values())
        for (const series of byStatus.values()) {
          if (series.answered === series.published) continue;
          this.requests.inc(series.labels, series.answered - series.published);
          series.published = series.answered;
        }
  }

  /** An error reply `{code, message}` sent with `status`. */
  countErrorReply(code: string, status: number): void {
    this.errorReplies.inc({ code, status: String(status) });
  }

  /** An attempt refused while its door was locked. */
  countLockoutRefusal(door: LockoutDoor): void {
    this.lockoutRefusals.inc({ door });
  }

  /** A failed password check (a wrong password, or an ID number no member has). */
  countLoginFailure(): void {
    this.loginFailures.inc();
  }

  /** A stored upload of `bytes` whose content was found to be `kind` (a MIME type). */
  countUpload(kind: string, bytes: number): void {
    this.uploads.inc({ kind });
    this.uploadBytes.inc({ kind }, bytes);
  }

  /** The exposition text Prometheus scrapes, and its content type. */
  async exposition(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
