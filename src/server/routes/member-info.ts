import type { FastifyInstance } from 'fastify';
import { memberById } from '../accounts/login-service';
import { withNewestCaseData } from '../accounts/member-info-prefill';
import { saveMemberInfo, toMemberRecord, type MemberInfo } from '../accounts/member-profile';
import { assertRecordDeclaresForm, MEMBER_INFO_SCHEMA_ID } from '../accounts/member-record';
import { sharingInfoOf } from '../accounts/referral';
import { ACCESS_TOKEN_QUERY, memberFromBearer, memberFromQuery, memberIdOf } from '../auth/request-auth';
import type { ServerContext } from '../context';
import { MESSAGE_REPLY, replyRef, replySchemaFile } from '../contract/reply-schemas';

const TOKEN_ONLY_QUERY = {
  type: 'object',
  additionalProperties: false,
  properties: { ...ACCESS_TOKEN_QUERY },
} as const;

/** The member record (read and save through the memberInfo form) and the friend-referral sharing info. */
export async function memberInfoRoutes(app: FastifyInstance, { ctx }: { ctx: ServerContext }): Promise<void> {
  // A field added to the form is stored at once: its reply must declare it too, or it is never answered.
  assertRecordDeclaresForm(replySchemaFile('member-record'));

  app.get<{ Querystring: { access_token?: string } }>(
    '/api/v2/members/basic-info',
    {
      onRequest: memberFromQuery(ctx),
      schema: {
        operationId: 'getMemberBasicInfo',
        tags: ['member'],
        summary: '會員基本資料',
        description:
          '欄位同表單 schemas/memberInfo.json，另加唯讀的 memIdNum、isEmailVerified、isLineLinked。會員從未儲存的欄位，由其最新一件申請案件的申請人資料帶入（表單接受的部分），filledFromCaseNo 為該案件編號；儲存後才寫入。',
        querystring: TOKEN_ONLY_QUERY,
        response: { 200: replyRef('member-record') },
      },
    },
    async (request) => {
      const member = await memberById(ctx, memberIdOf(request));
      return withNewestCaseData(ctx, member.id, toMemberRecord(ctx, member));
    },
  );

  app.put<{ Querystring: { access_token?: string }; Body: MemberInfo }>(
    '/api/v2/members/info',
    {
      onRequest: memberFromQuery(ctx),
      schema: {
        operationId: 'updateMemberInfo',
        tags: ['member'],
        summary: '更新會員基本資料',
        description: '內容依表單 schemas/memberInfo.json 驗證；變更電子信箱後須重新驗證。',
        querystring: TOKEN_ONLY_QUERY,
        body: { $ref: MEMBER_INFO_SCHEMA_ID },
        response: { 200: MESSAGE_REPLY },
      },
    },
    async (request) => {
      await saveMemberInfo(ctx, memberIdOf(request), request.body);
      return { message: 'ok.' };
    },
  );

  app.get(
    '/api/v2/members/sharing-info',
    {
      onRequest: memberFromBearer(ctx),
      schema: {
        operationId: 'getMemberSharingInfo',
        tags: ['member'],
        summary: '好友推薦資訊',
        description: '推薦碼於第一次查詢時建立；分享連結為 /login?ref=<推薦碼>；被推薦會員姓名以○遮蔽。',
        response: { 200: replyRef('sharing-info') },
      },
    },
    async (request) => {
      const member = await memberById(ctx, memberIdOf(request));
      return sharingInfoOf(ctx, member.id, member.id_num);
    },
  );
}
