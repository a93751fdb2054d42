import type { FastifyInstance } from 'fastify';
import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { checkPasswordLogin, memberById, startMemberSession } from '../accounts/login-service';
import { linkLineUser, memberLinkedTo, unlinkLineUser, verifiedLineUser } from '../accounts/line-linking';
import { ACCESS_TOKEN_QUERY, memberFromBearer, memberFromQuery, memberIdOf } from '../auth/request-auth';
import { revokeToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { NO_CONTENT_REPLY, replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { LINE, LOGIN } from '../contract/route-error-groups';
import { API_ERRORS } from '../api-error';

const LINE_TOKEN_BODY = requestBodyRef('line-token');

/**
 * Login with ID number and password (optionally linking LINE on the way), LINE login, linking and
 * unlinking, logout, and the token, whitelist and LINE-integration checks of spec §6–§7.
 */
export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  app.post<{ Querystring: { idNum: string }; Body: { passwd: string; lineAccessToken?: string } }>(
    '/api/v2/members/login',
    {
      config: { errors: [...LOGIN, API_ERRORS.lineLinkedElsewhere(), ...LINE] },
      schema: {
        operationId: 'loginMember',
        tags: ['accounts'],
        summary: '以身分證字號與密碼登入',
        description:
          '錯誤 5 次（同一身分證字號）或同一來源 20 次後 15 分鐘內回 429。帶 lineAccessToken 時同時綁定 LINE。',
        querystring: {
          type: 'object',
          required: ['idNum'],
          additionalProperties: false,
          properties: { idNum: { $ref: `${SCHEMA_BASE_URI}defs/tw-id.json`, title: '身分證字號' } },
        },
        body: requestBodyRef('member-login'),
        response: {
          200: replyRef('login-reply'),
        },
      },
    },
    async (request) => {
      const member = await checkPasswordLogin(ctx, request.query.idNum, request.body.passwd, request.ip);
      // Link before issuing the token: a refused link fails the whole login, leaving no stray session.
      if (request.body.lineAccessToken) {
        const lineUser = await verifiedLineUser(ctx, request.body.lineAccessToken);
        await linkLineUser(ctx, member, lineUser.userId);
      }
      return startMemberSession(ctx, member);
    },
  );

  app.post<{ Querystring: { access_token?: string } }>(
    '/api/v2/members/logout',
    {
      onRequest: memberFromQuery(ctx),
      schema: {
        operationId: 'logoutMember',
        tags: ['accounts'],
        summary: '登出（撤銷此憑證）',
        description: '憑證可放在 access_token 或 Authorization: Bearer；撤銷後再使用回 400 2012。',
        querystring: { type: 'object', additionalProperties: false, properties: { ...ACCESS_TOKEN_QUERY } },
        response: { 204: NO_CONTENT_REPLY },
      },
    },
    async (request, reply) => {
      if (request.auth) {
        await revokeToken(ctx.db, request.auth.token, ctx.clock());
        ctx.tokens.invalidate();
      }
      // The browser drops its HTTP cache of this site: file links and thumbnails (kept an hour,
      // private) must not outlive the member on a shared phone.
      return reply.code(204).header('clear-site-data', '"cache"').send();
    },
  );

  app.get<{ Querystring: { access_token?: string } }>(
    '/api/v2/oauth/is-access_token-valid',
    {
      schema: {
        operationId: 'checkAccessTokenValid',
        tags: ['accounts'],
        summary: '會員憑證是否仍有效',
        description: '無效、過期或已撤銷的憑證都回 200 與 isValid: false，不回錯誤。',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { access_token: { type: 'string', title: '登入憑證', maxLength: 4096 } },
        },
        response: { 200: replyRef('token-validity') },
      },
    },
    async (request) => {
      const check = await ctx.tokens.check(ctx.db, request.query.access_token, ['member'], ctx.clock());
      if (check.status !== 'valid') return { isValid: false, expiresAt: null, deviceKey: null };
      const memberId = check.record.member_id;
      return {
        isValid: true,
        expiresAt: check.record.expires_at,
        deviceKey: memberId === null ? null : ctx.deviceKeys.of(memberId),
      };
    },
  );

  app.get<{ Querystring: { access_token?: string } }>(
    '/api/v2/oauth/is-in-whitelist',
    {
      onRequest: memberFromQuery(ctx),
      schema: {
        operationId: 'checkMemberInWhitelist',
        tags: ['accounts'],
        summary: '會員是否在白名單內',
        description: '白名單為環境變數 WHITELIST_ID_NUMS（以逗號分隔）；未設定時所有會員皆在白名單內。',
        querystring: { type: 'object', additionalProperties: false, properties: { ...ACCESS_TOKEN_QUERY } },
        response: { 200: replyRef('whitelist-check') },
      },
    },
    async (request) => {
      const whitelist = (ctx.config.whitelistIdNums ?? []).map((idNum) => idNum.toUpperCase());
      if (whitelist.length === 0) return { isInWhitelist: true };
      const member = await memberById(ctx, memberIdOf(request));
      return { isInWhitelist: whitelist.includes(member.id_num.toUpperCase()) };
    },
  );

  app.get(
    '/api/v2/oauth/line-integration',
    {
      schema: {
        operationId: 'getLineIntegration',
        tags: ['line'],
        summary: '是否啟用 LINE 整合',
        description: '設定了 LINE channel（LINE_CHANNEL_ID）時為 true，前端據此顯示 LINE 登入與綁定。',
        response: { 200: replyRef('line-integration') },
      },
    },
    async () => ({ isEnabled: ctx.config.lineEnabled }),
  );

  app.post<{ Body: { lineAccessToken: string } }>(
    '/api/v2/members/line-login',
    {
      config: { errors: [API_ERRORS.lineNotLinked(), ...LINE] },
      schema: {
        operationId: 'loginWithLine',
        tags: ['line'],
        summary: '以已綁定的 LINE 帳號登入',
        description: 'LINE 拒絕憑證回 403 015.411；LINE 帳號未綁定會員回 403 015.407；無法連線 LINE 回 503。',
        body: LINE_TOKEN_BODY,
        response: { 200: replyRef('login-reply') },
      },
    },
    async (request) => {
      const lineUser = await verifiedLineUser(ctx, request.body.lineAccessToken);
      return startMemberSession(ctx, await memberLinkedTo(ctx, lineUser.userId));
    },
  );

  app.post<{ Body: { lineAccessToken: string } }>(
    '/api/v2/members/line',
    {
      onRequest: memberFromBearer(ctx),
      config: { errors: [API_ERRORS.memberLinkedElsewhere(), API_ERRORS.lineLinkedElsewhere(), ...LINE] },
      schema: {
        operationId: 'linkLineAccount',
        tags: ['line'],
        summary: '綁定 LINE 帳號',
        description:
          '會員已綁定其他 LINE 帳號回 403 015.403；此 LINE 帳號已綁定其他會員回 403 015.405；重複綁定同一組回 204。',
        body: LINE_TOKEN_BODY,
        response: { 204: NO_CONTENT_REPLY },
      },
    },
    async (request, reply) => {
      const lineUser = await verifiedLineUser(ctx, request.body.lineAccessToken);
      await linkLineUser(ctx, await memberById(ctx, memberIdOf(request)), lineUser.userId);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/v2/members/line',
    {
      onRequest: memberFromBearer(ctx),
      schema: {
        operationId: 'unlinkLineAccount',
        tags: ['line'],
        summary: '解除 LINE 綁定',
        response: { 204: NO_CONTENT_REPLY },
      },
    },
    async (request, reply) => {
      await unlinkLineUser(ctx, memberIdOf(request));
      return reply.code(204).send();
    },
  );
}
