import type { FastifyInstance } from 'fastify';
import { assertGuessAllowed, recordWrongGuess } from '../auth/guess-limit';
import type { ServerContext } from '../context';
import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { replyRef } from '../contract/reply-schemas';
import { GUESSED } from '../contract/route-error-groups';

/**
 * `GET /members/is-id-num-existent?idNum=`: whether a national ID already belongs to a member.
 * Asked without a secret, it could list who is a member: each "no" counts against the address
 * (auth/guess-limit.ts), so an address walking through ID numbers is shut after 20.
 */
export async function memberLookupRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.get<{ Querystring: { idNum: string } }>(
    '/api/v2/members/is-id-num-existent',
    {
      config: { errors: [GUESSED] },
      schema: {
        operationId: 'checkIdNumExistent',
        tags: ['accounts'],
        summary: '身分證字號是否已是會員',
        querystring: {
          type: 'object',
          required: ['idNum'],
          additionalProperties: false,
          properties: { idNum: { $ref: `${SCHEMA_BASE_URI}defs/tw-id.json`, title: '身分證字號' } },
        },
        response: { 200: replyRef('id-num-existence') },
      },
    },
    async (request) => {
      await assertGuessAllowed(ctx, null, request.ip);
      const member = await ctx.db
        .selectFrom('members')
        .select('id')
        .where('id_num', '=', request.query.idNum)
        .executeTakeFirst();
      if (!member) await recordWrongGuess(ctx, null, request.ip);
      return { isExistent: member !== undefined };
    },
  );
}
