import { Gauge } from 'prom-client';
import type { Pool } from 'pg';
import type { AppMetrics } from './app-metrics';

/** A gauge read from the pool when Prometheus scrapes, so nothing is counted on the request path. */
function poolGauge(metrics: AppMetrics, name: string, help: string, read: () => number): void {
  new Gauge({
    name,
    help,
    registers: [metrics.registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * The PostgreSQL connection pool as Prometheus sees it: connections open, idle, the queries
 * waiting for one, and the most it may open. Waiting queries while every connection is open means
 * the pool (or the database) is the bottleneck. SQLite has no pool — one connection in the
 * process, used synchronously — so there is nothing honest to report for it and nothing is added.
 */
export function registerDatabasePoolMetrics(metrics: AppMetrics, pool: Pool): void {
  poolGauge(
    metrics,
    'fenqi_db_pool_connections',
    'PostgreSQL connections open (idle or in use)',
    () => pool.totalCount,
  );
  poolGauge(
    metrics,
    'fenqi_db_pool_idle_connections',
    'PostgreSQL connections open and idle',
    () => pool.idleCount,
  );
  poolGauge(
    metrics,
    'fenqi_db_pool_waiting_queries',
    'Queries waiting for a PostgreSQL connection because every connection is in use',
    () => pool.waitingCount,
  );
  poolGauge(
    metrics,
    'fenqi_db_pool_max_connections',
    'The most PostgreSQL connections the pool opens',
    () => pool.options.max ?? 10,
  );
}
