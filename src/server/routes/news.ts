import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** How many announcements one reply carries at most (a phone shows the latest few). */
const NEWS_LIMIT = 50;

/**
 * `GET /members/news` (spec §2 /member/news; the call's path is "not shown" in §7): the published
 * announcements, newest first. Public: the news page shows the same items to everyone. An item
 * dated in the future is not out yet.
 */
export async function newsRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  app.get(
    '/api/v2/members/news',
    {
      schema: {
        tags: ['reference'],
        summary: '最新消息（已發布者，新到舊）',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                title: { type: 'string' },
                content: { type: 'string' },
                publishedAt: { type: 'string' },
              },
            },
          },
        },
      },
    },
    async () => {
      const now = ctx.clock().getTime();
      const rows = await ctx.db
        .selectFrom('news')
        .select(['id', 'title', 'content', 'published_at as publishedAt'])
        .execute();
      // Published times carry their own offset (+08:00), so they are compared as instants, not text.
      return rows
        .filter((row) => Date.parse(row.publishedAt) <= now)
        .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id)
        .slice(0, NEWS_LIMIT);
    },
  );
}
