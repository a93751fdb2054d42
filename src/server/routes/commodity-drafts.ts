import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { withFormRevisions } from '../forms/form-revision-book';
import { commodityAuth } from '../auth/request-auth';
import { hashSecret, issueToken } from '../auth/tokens';
import type { CommodityDraftData } from '../commodity/application-payload';
import { deleteDraft, loadDraft, saveDraft } from '../commodity/commodity-drafts';
import { draftOwnerOf } from '../commodity/draft-owner';
import type { ServerContext } from '../context';
import { NO_CONTENT_REPLY, replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { API_ERRORS } from '../api-error';

const DRAFT_BODY = requestBodyRef('commodity-draft');
const TAGS = ['commodity'];

/**
 * Drafts of the commodity application (spec §4, §7): `/members/commodity-cases/tmp` is the
 * member's draft (commodity token); `/members/commodity-cases/jwt-tmp` is the draft of a new member
 * who has no account yet, keyed by a 'draft' token that the first POST hands out.
 */
export async function commodityDraftsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const memberDraft = commodityAuth(ctx, ['commodity']);
  const draftToken = commodityAuth(ctx, ['draft']);

  app.get(
    '/api/v2/members/commodity-cases/tmp',
    {
      onRequest: memberDraft,
      schema: {
        operationId: 'getCommodityDraft',
        tags: TAGS,
        summary: '取得會員的申請草稿',
        response: { 200: replyRef('commodity-draft-reply') },
      },
    },
    async (request) => ({ data: await loadDraft(ctx, draftOwnerOf(request.auth)) }),
  );

  app.patch<{ Body: CommodityDraftData }>(
    '/api/v2/members/commodity-cases/tmp',
    {
      onRequest: memberDraft,
      schema: {
        operationId: 'saveCommodityDraft',
        tags: TAGS,
        summary: '暫存會員的申請草稿（整份取代）',
        body: DRAFT_BODY,
        response: { 200: replyRef('commodity-draft-reply') },
      },
    },
    async (request) => {
      const owner = draftOwnerOf(request.auth);
      await saveDraft(ctx.db, owner, withFormRevisions(ctx.formRevisions, request.body), ctx.clock());
      return { data: await loadDraft(ctx, owner) };
    },
  );

  app.delete(
    '/api/v2/members/commodity-cases/tmp',
    {
      onRequest: memberDraft,
      schema: {
        operationId: 'deleteCommodityDraft',
        tags: TAGS,
        summary: '刪除會員的申請草稿與已上傳的草稿檔案',
        response: { 204: NO_CONTENT_REPLY },
      },
    },
    async (request, reply) => {
      await deleteDraft(ctx, draftOwnerOf(request.auth));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v2/members/commodity-cases/jwt-tmp',
    {
      onRequest: draftToken,
      schema: {
        operationId: 'getNewApplicantDraft',
        tags: TAGS,
        summary: '取得新會員（草稿憑證）的申請草稿',
        response: { 200: replyRef('commodity-draft-reply') },
      },
    },
    async (request) => ({ data: await loadDraft(ctx, draftOwnerOf(request.auth)) }),
  );

  // Without a token the POST starts a new member's draft; with one it must be a live draft token.
  const draftTokenIfSent: onRequestAsyncHookHandler = async function (request, reply) {
    if (request.headers.authorization !== undefined) await draftToken.call(this, request, reply);
  };

  app.post<{ Body: CommodityDraftData }>(
    '/api/v2/members/commodity-cases/jwt-tmp',
    {
      onRequest: draftTokenIfSent,
      config: { errors: [API_ERRORS.commodityTokenExpired()] },
      schema: {
        operationId: 'saveNewApplicantDraft',
        tags: TAGS,
        // No token for the first save; the draft token it handed out for the later ones.
        security: [{}, { draftToken: [] }],
        summary: '新會員暫存申請草稿：無憑證時建立草稿並發給草稿憑證（7 天），有憑證時更新',
        body: DRAFT_BODY,
        response: {
          200: replyRef('commodity-draft-reply'),
          201: replyRef('new-member-draft'),
        },
      },
    },
    async (request, reply) => {
      if (request.auth) {
        const owner = draftOwnerOf(request.auth);
        await saveDraft(ctx.db, owner, withFormRevisions(ctx.formRevisions, request.body), ctx.clock());
        return { data: await loadDraft(ctx, owner) };
      }
      const { token, expiresAt } = await issueToken(ctx.db, 'draft', null, ctx.clock());
      const owner = { memberId: null, tokenHash: hashSecret(token) };
      await saveDraft(ctx.db, owner, withFormRevisions(ctx.formRevisions, request.body), ctx.clock());
      return reply.code(201).send({ token, expiresAt, data: await loadDraft(ctx, owner) });
    },
  );
}
