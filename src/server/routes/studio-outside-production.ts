import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/**
 * The form studio's routes (./studio), loaded only outside production. The studio draws on the
 * app's flows, RJSF and the schema lint; loading them only when a development server asks keeps
 * them out of a production start, which is about a tenth faster for it.
 */
export async function studioOutsideProduction(
  app: FastifyInstance,
  options: { ctx: ServerContext },
): Promise<void> {
  if (options.ctx.config.production) return;
  const { studioRoutes } = await import('./studio');
  await studioRoutes(app, options);
}
