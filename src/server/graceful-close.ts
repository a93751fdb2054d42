/** How long the requests in flight may take to finish once the server is told to stop. */
export const DRAIN_MS = 10_000;

/**
 * Closes the server on SIGINT or SIGTERM, gracefully: from that moment every new request answers
 * 503 (Fastify's `return503OnClosing`, so `/health/ready` tells the load balancer at once) while the
 * requests in flight finish; if they take longer than the drain allows, the process exits anyway.
 */
export function closeOnSignals(close: () => Promise<unknown>, drainMs = DRAIN_MS): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      const deadline = setTimeout(() => {
        console.error(`requests still in flight ${drainMs} ms after ${signal}: exiting`);
        process.exit(1);
      }, drainMs);
      deadline.unref();
      void close().finally(() => clearTimeout(deadline));
    });
}
