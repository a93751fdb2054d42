import type { FastifyInstance } from 'fastify';
import type { ContractTexts, GuarantorOrderDetail } from '../../validation/api-replies';
import { SCHEMA_BASE_URI } from '../../validation/schema-bundle';
import { API_ERRORS } from '../api-error';
import type { ServerContext } from '../context';
import { guarantorByCaseAndIdNumber, upperCaseIdNumber } from '../guests/guarantor-access';
import { GUARANTOR_CATEGORIES, guarantorFiles, receiveGuarantorFile } from '../guests/guarantor-files';
import { guarantorInfoReply } from '../guests/guarantor-info';
import { saveLivingAddress, type LivingAddressBody } from '../guests/guarantor-sending';
import { OLDER_GUARANTOR_IMAGE_CATEGORIES } from '../guests/older-document-types';
import { contractTextsFor } from '../signed-documents/contract-texts-for';
import { recordAfterSend } from '../signed-documents/record-after-send';
import { describeFile } from '../storage/file-view';
import { MESSAGE_REPLY, replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { multipartUpload } from './upload-body';
import { GUARANTOR_CASE, GUESSED, MEMBER_CASE, UPLOAD } from '../contract/route-error-groups';

const caseNo = { type: 'string', title: '案件編號', minLength: 1, maxLength: 20 } as const;
const idNum = { $ref: `${SCHEMA_BASE_URI}defs/tw-id.json`, title: '保證人身分證字號' } as const;

/** `?appCaseNo=&id=`: the case number and the guarantor's ID number. */
const caseAndIdQuery = {
  type: 'object',
  required: ['appCaseNo', 'id'],
  additionalProperties: false,
  properties: { appCaseNo: caseNo, id: idNum },
} as const;

interface CaseAndId {
  Querystring: { appCaseNo: string; id: string };
}

/** The older image codes that are the guarantor's signatures: what they sign is kept as a PDF. */
const SIGNATURE_CATEGORIES: ReadonlySet<string> = new Set([
  GUARANTOR_CATEGORIES.contractSignature,
  GUARANTOR_CATEGORIES.promissoryNoteSignature,
]);

/**
 * The older guarantor flow (spec §7): addressed by the case number and the guarantor's ID
 * number, with the older image codes 12/13/15. It reads and writes the same guarantor, living
 * address and files as the guest flow (guarantor-guest.ts).
 */
export async function guarantorOlderRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: { appCaseNo: string } }>(
    '/api/v2/guarantor/order/detail/:id',
    {
      preValidation: upperCaseIdNumber('params', 'id'),
      config: { errors: [...MEMBER_CASE, GUESSED] },
      schema: {
        operationId: 'getOlderGuarantorOrderDetail',
        tags: ['guarantor'],
        summary: '舊版：保證人的訂單明細（簽名、補充文件、送出狀態、保證人資料）',
        params: { type: 'object', required: ['id'], additionalProperties: false, properties: { id: idNum } },
        querystring: {
          type: 'object',
          required: ['appCaseNo'],
          additionalProperties: false,
          properties: { appCaseNo: caseNo },
        },
        response: {
          200: replyRef('guarantor-order-detail'),
        },
      },
    },
    async (request): Promise<GuarantorOrderDetail> => {
      const { guarantor } = await guarantorByCaseAndIdNumber(
        ctx,
        request.query.appCaseNo,
        request.params.id,
        request.ip,
      );
      const files = (await guarantorFiles(ctx, guarantor.id)).map((file) => describeFile(ctx, file));
      const linkOf = (category: string) => files.find((f) => f.fileCategoryId === category)?.fileUrl ?? null;
      return {
        guarContractSign: linkOf(GUARANTOR_CATEGORIES.contractSignature),
        guarPromiseNoteSign: linkOf(GUARANTOR_CATEGORIES.promissoryNoteSignature),
        guarantorFiles: files.filter((f) => f.fileCategoryId === GUARANTOR_CATEGORIES.extraFiles),
        // 1 once the guarantor has sent the info through either flow; 0 while the link is still open.
        extGuarLinkStatus: guarantor.status === 'sent' ? 1 : 0,
        guarantorInfo: guarantorInfoReply(guarantor),
      };
    },
  );

  app.get<CaseAndId>(
    '/api/v2/guarantor/info',
    {
      preValidation: upperCaseIdNumber('query', 'id'),
      config: { errors: [...MEMBER_CASE, GUESSED] },
      schema: {
        operationId: 'getOlderGuarantorInfo',
        tags: ['guarantor'],
        summary: '舊版：保證人資料',
        querystring: caseAndIdQuery,
        response: { 200: replyRef('guarantor-info-reply') },
      },
    },
    async (request) => {
      const { guarantor } = await guarantorByCaseAndIdNumber(
        ctx,
        request.query.appCaseNo,
        request.query.id,
        request.ip,
      );
      return { result: guarantorInfoReply(guarantor) };
    },
  );

  app.get<CaseAndId>(
    '/api/v2/guarantor/contract-texts',
    {
      preValidation: upperCaseIdNumber('query', 'id'),
      config: { errors: [...MEMBER_CASE, GUESSED] },
      schema: {
        operationId: 'getOlderGuarantorContractTexts',
        tags: ['guarantor'],
        summary: '舊版：保證人要同意的保證契約及本票全文，已填入案件數字',
        querystring: caseAndIdQuery,
        response: { 200: replyRef('contract-texts') },
      },
    },
    async (request): Promise<ContractTexts> => {
      const { guarantor } = await guarantorByCaseAndIdNumber(
        ctx,
        request.query.appCaseNo,
        request.query.id,
        request.ip,
      );
      const documents = await contractTextsFor(ctx, {
        caseId: guarantor.case_id,
        signer: 'guarantor',
        guarantor,
      });
      return { documents };
    },
  );

  app.put<CaseAndId & { Body: LivingAddressBody }>(
    '/api/v2/guarantor/info',
    {
      preValidation: upperCaseIdNumber('query', 'id'),
      config: { errors: [...GUARANTOR_CASE, API_ERRORS.districtNotInCity()] },
      schema: {
        operationId: 'updateOlderGuarantorAddress',
        tags: ['guarantor'],
        summary: '舊版：更新保證人居住地址',
        querystring: caseAndIdQuery,
        body: requestBodyRef('guarantor-living-address'),
        response: { 200: MESSAGE_REPLY },
      },
    },
    async (request) => {
      const { guarantor } = await guarantorByCaseAndIdNumber(
        ctx,
        request.query.appCaseNo,
        request.query.id,
        request.ip,
      );
      await saveLivingAddress(ctx, guarantor, request.body);
      return { message: 'ok.' };
    },
  );

  app.post<CaseAndId & { Params: { type: string } }>(
    '/api/v2/guarantor/images/:type',
    {
      preValidation: upperCaseIdNumber('query', 'id'),
      config: {
        errors: [...GUARANTOR_CASE, API_ERRORS.wrongCategory(), API_ERRORS.tooManyFiles(20), ...UPLOAD],
      },
      schema: {
        operationId: 'uploadOlderGuarantorImage',
        tags: ['guarantor'],
        summary: '舊版：保證人上傳圖檔（12 本票、13 合約、15 補充文件；multipart 欄位 data）',
        ...multipartUpload({}, 'data'),
        params: {
          type: 'object',
          required: ['type'],
          additionalProperties: false,
          properties: { type: { type: 'string', title: '圖檔類別', maxLength: 10 } },
        },
        querystring: caseAndIdQuery,
        response: { 200: replyRef('image-link') },
      },
    },
    async (request) => {
      const category = OLDER_GUARANTOR_IMAGE_CATEGORIES[request.params.type];
      if (!category) throw API_ERRORS.wrongCategory();
      const { guarantor } = await guarantorByCaseAndIdNumber(
        ctx,
        request.query.appCaseNo,
        request.query.id,
        request.ip,
      );
      const file = await receiveGuarantorFile(request, ctx, guarantor, () => category);
      // The older flow has no send: the page uploads a signature only once the guarantor agreed,
      // so the signature is what confirms the contract it signs, and that contract is kept now.
      if (SIGNATURE_CATEGORIES.has(category))
        await recordAfterSend(ctx, request.log, {
          caseId: guarantor.case_id,
          signer: 'guarantor',
          signedAt: file.created_at,
          guarantor,
        });
      return { link: describeFile(ctx, file).fileUrl };
    },
  );
}
