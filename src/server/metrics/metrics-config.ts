/** Where the metrics listener binds (METRICS_PORT, METRICS_HOST). */
export interface MetricsListen {
  port: number;
  host: string;
}

/**
 * How Prometheus may read the metrics (docs/operations.md "Metrics"): on the main port with a
 * bearer token, on a listener of their own, or both. Neither: no metrics are collected at all.
 */
export interface MetricsConfig {
  /** METRICS_TOKEN: `GET /metrics` on the main port with `Authorization: Bearer <token>`. */
  token?: string;
  /** METRICS_PORT (and METRICS_HOST, default loopback): a separate listener without a token. */
  listen?: MetricsListen;
}

/** Whether anything reads the metrics, so whether they are worth collecting. */
export function metricsWanted(config: MetricsConfig | undefined): boolean {
  return Boolean(config?.token || config?.listen);
}
