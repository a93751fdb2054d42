import type { FastifyInstance } from 'fastify';
import type { UserInfoDraftReply } from '../../validation/api-replies';
import { ACCESS_TOKEN_QUERY, memberFromQuery, memberIdOf } from '../auth/request-auth';
import { receiveOlderImage } from '../cases/older-images';
import type { ServerContext } from '../context';
import { replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { multipartUpload } from './upload-body';
import { MEMBER_CASE, NOT_APPROVED, UPLOAD } from '../contract/route-error-groups';
import { API_ERRORS } from '../api-error';

/** The saved draft: any part of the older member record (schemas/api/older-user-info.json). */
type Draft = NonNullable<UserInfoDraftReply['result']>;

const DRAFT_KIND = 'user-info';
const docTypeTitle = { type: 'string', title: '文件類別', maxLength: 10 } as const;

/**
 * The older flow's uploads and member-record draft (spec §7 Images, Drafts): `POST
 * /images/{doc_type}` files an identity document of the member, or with `appCaseNo` a document
 * or order image of one of the member's cases (cases/older-images.ts); `/tmp/user-info` keeps a
 * draft of the record.
 */
export async function olderFlowRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  const onRequest = memberFromQuery(ctx);

  app.post<{
    Params: { doc_type: string };
    Querystring: { access_token?: string; docType?: string; appCaseNo?: string };
  }>(
    '/api/v2/images/:doc_type',
    {
      onRequest,
      config: {
        errors: [
          ...MEMBER_CASE,
          API_ERRORS.wrongCategory(),
          API_ERRORS.orderImageNeedsCase(),
          API_ERRORS.caseNoLongerValid(),
          ...NOT_APPROVED,
          API_ERRORS.tooManyFiles(60),
          ...UPLOAD,
        ],
      },
      schema: {
        operationId: 'uploadOlderImage',
        tags: ['older-flow'],
        summary: '舊版上傳證件或訂單圖檔（multipart 欄位 data）；同類別取代舊檔，訂單文件(8)與收據(16)累加',
        description:
          '證件（1_1、1_2、3、4_x、5_x、6_x、17_x）屬會員本人；7、9、10、16 須以 appCaseNo 指定案件；' +
          '訂單文件（8）可指定案件，或於送出申請前上傳、送出時併入新案件。' +
          '簽名（9、10）與指定案件的自拍照（19_1）僅限可簽約的案件（核准至對保完成，否則 400 2015），' +
          '收據（16）僅限已簽約的案件（否則 404 016.404）。',
        ...multipartUpload({}, 'data'),
        params: {
          type: 'object',
          required: ['doc_type'],
          additionalProperties: false,
          properties: { doc_type: docTypeTitle },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...ACCESS_TOKEN_QUERY,
            docType: docTypeTitle,
            appCaseNo: { type: 'string', title: '案件編號', minLength: 1, maxLength: 20 },
          },
        },
        response: { 200: replyRef('image-link') },
      },
    },
    async (request) => ({
      link: await receiveOlderImage(request, ctx, memberIdOf(request), {
        docType: request.params.doc_type,
        echoed: request.query.docType,
        appCaseNo: request.query.appCaseNo,
      }),
    }),
  );

  const findDraft = (memberId: number) =>
    ctx.db
      .selectFrom('drafts')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('kind', '=', DRAFT_KIND)
      .executeTakeFirst();
  const draftQuery = {
    type: 'object',
    additionalProperties: false,
    properties: { ...ACCESS_TOKEN_QUERY },
  } as const;

  app.get(
    '/api/v2/tmp/user-info',
    {
      onRequest,
      schema: {
        operationId: 'getOlderUserInfoDraft',
        tags: ['older-flow'],
        summary: '讀取舊版會員資料暫存（沒有時 result 為 null）',
        querystring: draftQuery,
        response: { 200: replyRef('user-info-draft-reply') },
      },
    },
    async (request) => {
      const draft = await findDraft(memberIdOf(request));
      return { result: draft ? (JSON.parse(draft.data_json) as Draft) : null };
    },
  );

  app.patch<{ Body: Draft }>(
    '/api/v2/tmp/user-info',
    {
      onRequest,
      schema: {
        operationId: 'saveOlderUserInfoDraft',
        tags: ['older-flow'],
        summary: '暫存舊版會員資料（任意欄位，與已暫存內容合併）',
        querystring: draftQuery,
        body: requestBodyRef('older-user-info'),
        response: { 200: replyRef('user-info-draft-reply') },
      },
    },
    async (request) => {
      const memberId = memberIdOf(request);
      const now = ctx.clock().toISOString();
      const saved = await ctx.db.transaction().execute(async (tx) => {
        const existing = await tx
          .selectFrom('drafts')
          .select(['id', 'data_json'])
          .where('member_id', '=', memberId)
          .where('kind', '=', DRAFT_KIND)
          .executeTakeFirst();
        // A shallow merge: a field sent replaces the saved one whole (an address object included).
        const merged: Draft = {
          ...(existing ? (JSON.parse(existing.data_json) as Draft) : {}),
          ...request.body,
        };
        const data_json = JSON.stringify(merged);
        if (existing) {
          await tx
            .updateTable('drafts')
            .set({ data_json, updated_at: now })
            .where('id', '=', existing.id)
            .execute();
        } else {
          await tx
            .insertInto('drafts')
            .values({ kind: DRAFT_KIND, member_id: memberId, token_hash: null, data_json, updated_at: now })
            .execute();
        }
        return merged;
      });
      return { result: saved };
    },
  );
}
