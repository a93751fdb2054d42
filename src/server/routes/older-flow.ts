import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** Routes of spec §7 (being written). */
export async function olderFlowRoutes(
  _app: FastifyInstance,
  _options: { ctx: ServerContext },
): Promise<void> {}
