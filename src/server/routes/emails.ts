import type { FastifyInstance } from 'fastify';
import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { isEmailTaken } from '../accounts/email-owner';
import { confirmEmail, sendVerificationMail, VERIFIED_REDIRECT } from '../accounts/email-verification';
import { isEmailVerified, memberById } from '../accounts/login-service';
import { ACCESS_TOKEN_QUERY, memberFromQuery, memberIdOf } from '../auth/request-auth';
import type { ServerContext } from '../context';
import { redirectReply, replyRef } from '../contract/reply-schemas';
import { MAIL } from '../contract/route-error-groups';
import { API_ERRORS } from '../api-error';

const TOKEN_ONLY_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { ...ACCESS_TOKEN_QUERY },
} as const;

/** Email checks and verification: repeated address, send the verification link, follow it, verified state. */
export async function emailsRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  app.get<{ Querystring: { access_token?: string; email: string } }>(
    '/api/v2/members/emails/is-repeated',
    {
      onRequest: memberFromQuery(ctx),
      schema: {
        operationId: 'checkEmailRepeated',
        tags: ['emails'],
        summary: '電子信箱是否已被其他會員使用',
        querystring: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            ...ACCESS_TOKEN_QUERY,
            email: { $ref: `${SCHEMA_BASE_URI}defs/email.json`, title: '電子信箱' },
          },
        },
        response: { 200: replyRef('email-repeated') },
      },
    },
    // The very rule the saving routes apply (accounts/email-owner.ts), so the answer never disagrees.
    async (request) => ({
      isRepeated: await isEmailTaken(ctx.db, request.query.email, memberIdOf(request)),
    }),
  );

  app.get<{ Querystring: { access_token?: string } }>(
    '/api/v2/members/emails/send-verified-email',
    {
      onRequest: memberFromQuery(ctx),
      config: { errors: [API_ERRORS.noEmailOnFile(), ...MAIL] },
      schema: {
        operationId: 'sendVerificationEmail',
        tags: ['emails'],
        summary: '寄送電子信箱驗證信',
        description:
          '寄到會員資料上的電子信箱，連結 24 小時內有效；未填電子信箱回 400 400-03；15 分鐘內超過 3 封回 429。',
        querystring: TOKEN_ONLY_QUERY,
        response: {
          200: replyRef('verification-mail-sent'),
        },
      },
    },
    async (request) => {
      const email = await sendVerificationMail(ctx, await memberById(ctx, memberIdOf(request)));
      return { message: '驗證信已寄出，請至電子信箱點選連結完成驗證', email };
    },
  );

  app.get<{ Querystring: { token?: string } }>(
    '/api/v2/members/emails/verify',
    {
      schema: {
        operationId: 'verifyEmail',
        tags: ['emails'],
        summary: '驗證信中的連結',
        description: `成功後 302 轉址至 ${VERIFIED_REDIRECT.ok}；連結無效、已使用或逾期則轉址至 ${VERIFIED_REDIRECT.failed}。`,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { token: { type: 'string', title: '驗證連結', maxLength: 1000 } },
        },
        response: { 302: redirectReply('轉址至會員基本資料頁') },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const verified = token ? await confirmEmail(ctx, token) : false;
      return reply.redirect(verified ? VERIFIED_REDIRECT.ok : VERIFIED_REDIRECT.failed, 302);
    },
  );

  app.get<{ Querystring: { access_token?: string } }>(
    '/api/v2/members/emails/is-verified',
    {
      onRequest: memberFromQuery(ctx),
      schema: {
        operationId: 'checkEmailVerified',
        tags: ['emails'],
        summary: '電子信箱是否已驗證',
        querystring: TOKEN_ONLY_QUERY,
        response: { 200: replyRef('email-verification') },
      },
    },
    async (request) => {
      const member = await memberById(ctx, memberIdOf(request));
      return { isVerified: isEmailVerified(member), email: member.email };
    },
  );
}
