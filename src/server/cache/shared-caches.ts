import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { CacheNotifications, type ListenerTimings, type SharedCaches } from './cache-notifications';

/** The token and case-list caches as one listener drives them. */
function sharedCachesOf(ctx: ServerContext): SharedCaches {
  return {
    invalidate: (kind) => {
      if (kind !== 'cases') ctx.tokens.invalidate();
      if (kind !== 'tokens') ctx.caseLists.drop();
    },
    trust: (trusted) => {
      ctx.tokens.trust(trusted);
      ctx.caseLists.trust(trusted);
    },
  };
}

/**
 * Keeps this instance's caches in step with every other instance on the same PostgreSQL:
 * starts listening (the caches are off until it does) and stops when the app closes.
 */
export async function listenForCacheNotifications(
  app: FastifyInstance,
  ctx: ServerContext,
  databaseUrl: string,
  timings?: Partial<ListenerTimings>,
): Promise<CacheNotifications> {
  const notifications = new CacheNotifications(
    databaseUrl,
    sharedCachesOf(ctx),
    (message) => app.log.warn(message),
    timings,
  );
  app.addHook('onClose', async () => notifications.close());
  await notifications.start();
  return notifications;
}
