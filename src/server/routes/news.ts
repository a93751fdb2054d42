import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { NewsList } from '../../validation/api-replies';
import { NOT_MODIFIED_REPLY, sendCachedJson } from '../reference/cached-json';
import { replyRef } from '../contract/reply-schemas';

/** How many announcements one reply carries at most (a phone shows the latest few). */
const NEWS_LIMIT = 50;

/**
 * `GET /members/news` (spec §2 /member/news; the call's path is "not shown" in §7): the published
 * announcements, newest first. Public: the news page shows the same items to everyone. An item
 * dated in the future is not out yet. Served from memory with an ETag (reference/cached-json.ts).
 */
export async function newsRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  /** Counts the readings of the news rows, so each reply key names the reading it was cut from. */
  let loads = 0;
  app.get(
    '/api/v2/members/news',
    {
      schema: {
        operationId: 'listNews',
        tags: ['reference'],
        summary: '最新消息（已發布者，新到舊）',
        response: { 200: replyRef('news-list'), 304: NOT_MODIFIED_REPLY },
      },
    },
    async (request, reply) => {
      const news = await ctx.reference.get('news:rows', async () => {
        const rows = await ctx.db
          .selectFrom('news')
          .select(['id', 'title', 'content', 'published_at as publishedAt'])
          .execute();
        // Published times carry their own offset (+08:00), so they are compared as instants, not text.
        const items = rows
          .map((row) => ({ row, at: Date.parse(row.publishedAt) }))
          .filter((item) => !Number.isNaN(item.at))
          .sort((a, b) => b.at - a.at || b.row.id - a.row.id);
        return { version: (loads += 1), items };
      });
      // Newest first, so the items not out yet lead and the published ones are the rest of the list.
      const now = ctx.clock().getTime();
      const firstOut = news.items.findIndex((item) => item.at <= now);
      const from = firstOut === -1 ? news.items.length : firstOut;
      // The key names the rows it was cut from: a reply is never cut from rows read before a reload.
      return sendCachedJson(
        ctx.reference,
        request,
        reply,
        `v2:news:${news.version}:${from}`,
        async (): Promise<NewsList> => news.items.slice(from, from + NEWS_LIMIT).map((item) => item.row),
      );
    },
  );
}
