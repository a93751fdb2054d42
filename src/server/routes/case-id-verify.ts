import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '../api-error';
import { memberActor } from '../audit/case-actor';
import { memberFromBearer, memberIdOf } from '../auth/request-auth';
import {
  checkPassbookBank,
  completeIdVerification,
  idVerifyAnswersOf,
  idVerifyApplicantOf,
  type IdVerifyBody,
} from '../cases/id-verification';
import { assertMaySign } from '../cases/case-upload-rules';
import { assertIdVerifyDocuments } from '../cases/id-verify-documents';
import { idVerifiedMail } from '../cases/id-verified-mail';
import { findMemberCase } from '../cases/member-case';
import { recordAfterSend } from '../signed-documents/record-after-send';
import type { ServerContext } from '../context';
import { describeFile } from '../storage/file-view';
import { deleteFiles, receiveUpload } from '../storage/receive-upload';
import { IMAGE_TYPES } from '../storage/sniff-content-type';
import type { IdVerifyInfo, IdVerifySent } from '../../validation/api-replies';
import { APPROVED_OR_LATER, CASE_ID_PARAMS } from './case-route-schemas';
import { replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { multipartUpload } from './upload-body';
import { MEMBER_CASE, UPLOAD, when } from '../contract/route-error-groups';

/**
 * Identity verification (對保) of an approved case (Bearer; a lapsed token answers 2015): read the
 * applicant block and sign-phase files, upload signatures and the selfie, send the block.
 */
export async function caseIdVerifyRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const auth = memberFromBearer(ctx, API_ERRORS.caseTokenExpired);
  const signCategories = async () =>
    (
      await ctx.db
        .selectFrom('file_categories')
        .select('id')
        .where('phase', 'in', ['sign', 'contract'])
        .execute()
    ).map((c) => String(c.id));

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/id-verify',
    {
      onRequest: auth,
      config: { errors: [...MEMBER_CASE, API_ERRORS.caseNoLongerValid()] },
      schema: {
        operationId: 'getIdVerification',
        tags: ['id-verify'],
        summary: '對保資料與已上傳的簽名、自拍檔案',
        params: CASE_ID_PARAMS,
        response: { 200: replyRef('id-verify-info') },
      },
    },
    async (request): Promise<IdVerifyInfo> => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      if (!(APPROVED_OR_LATER as readonly string[]).includes(caseRow.status))
        throw API_ERRORS.caseNoLongerValid();
      const files = await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('case_id', '=', caseRow.id)
        .where('category', 'in', await signCategories())
        .orderBy('id')
        .execute();
      const answers = await idVerifyAnswersOf(ctx, caseRow.id);
      return {
        caseNo: caseRow.case_no,
        status: caseRow.status,
        applicant: idVerifyApplicantOf(caseRow),
        files: files.map((file) => describeFile(ctx, file)),
        ...(answers ? { answers } : {}),
      };
    },
  );

  app.post<{ Params: { id: number }; Body: IdVerifyBody }>(
    '/api/v2/members/cases/:id/id-verify',
    {
      onRequest: auth,
      // The offline queue may send it again after a lost reply (Idempotency-Key, plugins/idempotent-requests.ts).
      config: {
        idempotentSend: true,
        errors: [
          ...MEMBER_CASE,
          API_ERRORS.caseNoLongerValid(),
          when(422, '422', '查無此存摺銀行或分行代碼，或尚未上傳自拍照、合約簽名或本票簽名（請上傳 …）'),
        ],
      },
      schema: {
        operationId: 'submitIdVerification',
        tags: ['id-verify'],
        summary: '送出對保資料（核准 → 已對保；表單另加的欄位在 answers）',
        params: CASE_ID_PARAMS,
        body: requestBodyRef('id-verify'),
        response: { 201: replyRef('id-verify-sent') },
      },
    },
    async (request, reply) => {
      const memberId = memberIdOf(request);
      const caseRow = await findMemberCase(ctx.db, memberId, { id: request.params.id });
      if (caseRow.status !== 'approved') throw API_ERRORS.caseNoLongerValid();
      const { answers, ...applicant } = request.body;
      await checkPassbookBank(ctx, applicant);
      await assertIdVerifyDocuments(ctx.db, caseRow.id);
      await completeIdVerification(
        ctx,
        caseRow.id,
        applicant,
        '會員送出對保資料',
        memberActor(memberId),
        answers ?? {},
      );
      // The signatures drawn at 對保 sign the installment contract and its note anew.
      await recordAfterSend(ctx, request.log, {
        caseId: caseRow.id,
        signer: 'applicant',
        signedAt: ctx.clock().toISOString(),
      });
      const member = await ctx.db
        .selectFrom('members')
        .select(['email', 'email_verified_at'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      if (member.email) {
        try {
          await ctx.mailer.send(
            idVerifiedMail({
              to: member.email,
              name: applicant.name,
              caseId: caseRow.id,
              caseNo: caseRow.case_no,
              productName: caseRow.product_name,
              publicUrl: ctx.config.publicUrl,
            }),
          );
        } catch (error) {
          // The verification stands even if mail is down; the case list shows it.
          request.log.error({ err: error, caseNo: caseRow.case_no }, 'id-verified mail failed');
        }
      }
      const sent: IdVerifySent = {
        applicantEmail: member.email,
        isEmailVerified: member.email_verified_at !== null,
      };
      return reply.code(201).send(sent);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/id-verify/tmp-file',
    {
      onRequest: auth,
      config: {
        errors: [...MEMBER_CASE, API_ERRORS.caseNoLongerValid(), API_ERRORS.wrongCategory(), ...UPLOAD],
      },
      schema: {
        operationId: 'uploadIdVerificationFile',
        tags: ['id-verify'],
        summary: '上傳對保簽名或自拍照（multipart：fileCategoryId 18、19、20、22、23 與檔案）',
        params: CASE_ID_PARAMS,
        ...multipartUpload({ fileCategoryId: '檔案類別（18、19、20、22、23）' }),
        response: { 201: replyRef('client-file') },
      },
    },
    async (request, reply) => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      assertMaySign(caseRow);
      const allowed = await signCategories();
      const file = await receiveUpload(request, ctx, IMAGE_TYPES, ({ fields }) => {
        const category = fields.fileCategoryId?.trim() ?? '';
        if (!allowed.includes(category)) throw API_ERRORS.wrongCategory();
        return { category, case_id: caseRow.id };
      });
      // The new file replaces the earlier one of its category, removed only once the new one is stored.
      const replaced = await ctx.db
        .selectFrom('files')
        .selectAll()
        .where('case_id', '=', caseRow.id)
        .where('category', '=', file.category)
        .where('id', '!=', file.id)
        .execute();
      await deleteFiles(ctx, replaced);
      return reply.code(201).send(describeFile(ctx, file));
    },
  );
}
