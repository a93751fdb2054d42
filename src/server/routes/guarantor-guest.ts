import type { FastifyInstance } from 'fastify';
import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { guarantorForGuest, upperCaseIdNumber } from '../guests/guarantor-access';
import { receiveGuarantorFile } from '../guests/guarantor-files';
import { saveLivingAddress, sendGuarantor, type LivingAddressBody } from '../guests/guarantor-sending';
import { recordAfterSend } from '../signed-documents/record-after-send';
import { guestGuarantorView } from '../guests/guarantor-view';
import { describeFile } from '../storage/file-view';
import { NO_CONTENT_REPLY, replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { multipartUpload } from './upload-body';
import { GUARANTOR_CASE, GUESSED, MEMBER_CASE, UPLOAD } from '../contract/route-error-groups';

interface GuestRequest {
  Params: { id: string };
  Querystring: { idCardNo?: string };
}

const params = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', title: '保證人連結', maxLength: 100 } },
} as const;

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: { idCardNo: { $ref: `${SCHEMA_BASE_URI}defs/tw-id.json`, title: '保證人身分證字號' } },
} as const;

/**
 * The guarantor guest flow (spec §7): no login; `{id}` is the guarantor's secret sign path, or
 * the guarantor id with `?idCardNo=` (the guarantor's ID number). Anything else is 404 014.404.
 * Once sent (POST), the info and the uploads are read-only (400 3041).
 */
export async function guarantorGuestRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const preValidation = upperCaseIdNumber('query', 'idCardNo');
  const open = (request: { params: { id: string }; query: { idCardNo?: string }; ip: string }) =>
    guarantorForGuest(ctx, request.params.id, request.query.idCardNo, request.ip);

  app.get<GuestRequest>(
    '/api/v2/guests/guarantor/:id',
    {
      preValidation,
      config: { errors: [...MEMBER_CASE, GUESSED] },
      schema: {
        operationId: 'getGuarantorPage',
        tags: ['guarantor'],
        summary: '保證人頁面資料：保證人資料、案件方案與已上傳的簽名檔',
        params,
        querystring,
        response: { 200: replyRef('guest-guarantor-view') },
      },
    },
    async (request) => guestGuarantorView(ctx, await open(request)),
  );

  app.patch<GuestRequest & { Body: LivingAddressBody }>(
    '/api/v2/guests/guarantor/:id',
    {
      preValidation,
      config: { errors: [...GUARANTOR_CASE, API_ERRORS.districtNotInCity()] },
      schema: {
        operationId: 'updateGuarantorAddress',
        tags: ['guarantor'],
        summary: '更新保證人居住地址（送出前）',
        params,
        querystring,
        body: requestBodyRef('guarantor-living-address'),
        response: { 204: NO_CONTENT_REPLY },
      },
    },
    async (request, reply) => {
      const { guarantor } = await open(request);
      await saveLivingAddress(ctx, guarantor, request.body);
      return reply.code(204).send();
    },
  );

  app.post<GuestRequest>(
    '/api/v2/guests/guarantor/:id',
    {
      preValidation,
      // The offline queue may send it again after a lost reply (Idempotency-Key, plugins/idempotent-requests.ts).
      config: {
        idempotentSend: true,
        errors: [...GUARANTOR_CASE, API_ERRORS.districtNotInCity(), API_ERRORS.guarantorIncomplete(['…'])],
      },
      schema: {
        operationId: 'submitGuarantor',
        tags: ['guarantor'],
        summary: '送出保證人資料（須已填居住地址並上傳合約與本票簽名）',
        params,
        querystring,
        response: { 204: NO_CONTENT_REPLY },
      },
    },
    async (request, reply) => {
      const { guarantor } = await open(request);
      await sendGuarantor(ctx, guarantor);
      const sent = await ctx.db
        .selectFrom('guarantors')
        .selectAll()
        .where('id', '=', guarantor.id)
        .executeTakeFirstOrThrow();
      await recordAfterSend(ctx, request.log, {
        caseId: sent.case_id,
        signer: 'guarantor',
        signedAt: sent.sent_at ?? ctx.clock().toISOString(),
        guarantor: sent,
      });
      return reply.code(204).send();
    },
  );

  app.post<GuestRequest>(
    '/api/v2/guests/guarantor/:id/files',
    {
      preValidation,
      config: {
        errors: [...GUARANTOR_CASE, API_ERRORS.wrongCategory(), API_ERRORS.tooManyFiles(20), ...UPLOAD],
      },
      schema: {
        operationId: 'uploadGuarantorFile',
        tags: ['guarantor'],
        summary: '保證人上傳檔案（multipart：先 fileCategoryId 18/19/13/20，再檔案）',
        ...multipartUpload({ fileCategoryId: '檔案類別（18、19、13、20）' }),
        params,
        querystring,
        response: { 201: replyRef('client-file') },
      },
    },
    async (request, reply) => {
      const { guarantor } = await open(request);
      const file = await receiveGuarantorFile(request, ctx, guarantor, ({ fields }) => {
        const category = fields.fileCategoryId?.trim();
        if (!category) throw API_ERRORS.wrongCategory();
        return category;
      });
      return reply.code(201).send(describeFile(ctx, file));
    },
  );
}
