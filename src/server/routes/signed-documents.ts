import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '../api-error';
import { memberFromBearer, memberIdOf } from '../auth/request-auth';
import { findMemberCase } from '../cases/member-case';
import type { ServerContext } from '../context';
import { guarantorForGuest } from '../guests/guarantor-access';
import { signedDocumentView } from '../signed-documents/signed-document-view';
import type { SignedDocuments } from '../../validation/api-replies';
import { CASE_ID_PARAMS } from './case-route-schemas';
import { fileReply, replyRef, SIGNED_LINK_QUERY } from '../contract/reply-schemas';
import { GUESSED, MEMBER_CASE } from '../contract/route-error-groups';

/**
 * Signed contract documents: a member lists the PDFs of their own case (another
 * member's case answers 404 014.404), a guarantor guest only the ones they signed themselves;
 * each item carries a signed link, and the PDF opens only through such a link (403 otherwise).
 */
export async function signedDocumentsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/signed-documents',
    {
      onRequest: memberFromBearer(ctx),
      config: { errors: [...MEMBER_CASE] },
      schema: {
        operationId: 'listCaseSignedDocuments',
        tags: ['cases'],
        summary: '案件已簽署的契約文件（PDF 連結與 SHA-256）',
        params: CASE_ID_PARAMS,
        response: { 200: replyRef('signed-documents') },
      },
    },
    async (request): Promise<SignedDocuments> => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      const rows = await ctx.db
        .selectFrom('signed_documents')
        .selectAll()
        .where('case_id', '=', caseRow.id)
        .orderBy('id')
        .execute();
      return { documents: rows.map((row) => signedDocumentView(ctx, row)) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v2/guests/guarantor/:id/signed-documents',
    {
      config: { errors: [...MEMBER_CASE, GUESSED] },
      schema: {
        operationId: 'listGuarantorSignedDocuments',
        tags: ['guarantor'],
        summary: '保證人自己簽署的契約文件（僅限以保證人連結開啟）',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', title: '保證人連結', maxLength: 100 } },
        },
        response: { 200: replyRef('signed-documents') },
      },
    },
    async (request): Promise<SignedDocuments> => {
      const { guarantor } = await guarantorForGuest(ctx, request.params.id, undefined, request.ip);
      const rows = await ctx.db
        .selectFrom('signed_documents')
        .selectAll()
        .where('guarantor_id', '=', guarantor.id)
        .orderBy('id')
        .execute();
      return { documents: rows.map((row) => signedDocumentView(ctx, row)) };
    },
  );

  app.get<{ Params: { id: number }; Querystring: { expires: number; signature: string } }>(
    '/api/v2/signed-documents/:id',
    {
      config: { errors: [API_ERRORS.forbidden(), API_ERRORS.notFound('文件')] },
      schema: {
        operationId: 'openSignedDocument',
        tags: ['files'],
        summary: '以簽章連結開啟已簽署的契約 PDF',
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', title: '文件編號' } },
        },
        querystring: SIGNED_LINK_QUERY,
        response: { 200: fileReply('已簽署的契約 PDF', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      if (!ctx.fileUrls.verify(id, 'signed-document', expires, signature, ctx.clock()))
        throw API_ERRORS.forbidden();
      const row = await ctx.db
        .selectFrom('signed_documents')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      const bytes = row ? await ctx.files.read(row.storage_key) : null;
      if (!row || !bytes) throw API_ERRORS.notFound('文件');
      const name = `${row.contract_id}-${row.contract_version}-${row.id}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', `inline; filename="${name}"`)
        .send(bytes);
    },
  );
}
