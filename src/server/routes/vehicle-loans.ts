import type { FastifyInstance } from 'fastify';
import type { VehicleLoanSigning } from '../../validation/api-replies';
import { API_ERRORS } from '../api-error';
import { ACCESS_TOKEN_QUERY, memberFromQuery, memberIdOf } from '../auth/request-auth';
import { findMemberCase } from '../cases/member-case';
import type { ServerContext } from '../context';
import { vehicleLoanBySignPath, vehicleLoanSignature } from '../guests/vehicle-loan-access';
import type { VehicleLoanInfo } from '../guests/vehicle-loan-info';
import {
  signVehicleLoan,
  vehicleLoanAnswersSubject,
  type VehicleLoanSignatureBody,
} from '../guests/vehicle-loan-signing';
import { keptFormAnswers } from '../forms/form-answers-store';
import { recordAfterSend } from '../signed-documents/record-after-send';
import { describeFile } from '../storage/file-view';
import { replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';
import { MEMBER_CASE, SIGNATURE } from '../contract/route-error-groups';

interface SignPathRequest {
  Params: { path: string };
}

const signPathParams = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: { path: { type: 'string', title: '簽署連結', maxLength: 100 } },
} as const;

/** A base64 PNG of at most 2 MB is about 2.8 MB of JSON; Fastify's default body limit is 1 MiB. */
const SIGNATURE_BODY_LIMIT = 3 * 1024 * 1024;

/**
 * Vehicle-loan signing (spec §7): the guest signer opens `signPath={path}` and signs the provider
 * note once with the signature pad; the member asks for the sign path of their case.
 */
export async function vehicleLoansRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.get<SignPathRequest>(
    '/api/v2/guests/vehicle-loans/signPath=:path',
    {
      config: { errors: MEMBER_CASE },
      schema: {
        operationId: 'getVehicleLoanSigning',
        tags: ['vehicle-loans'],
        summary: '車貸簽署頁資料：車貸內容、案件編號與簽署狀態',
        params: signPathParams,
        response: {
          200: replyRef('vehicle-loan-signing'),
        },
      },
    },
    async (request): Promise<VehicleLoanSigning> => {
      const { loan, caseRow } = await vehicleLoanBySignPath(ctx, request.params.path);
      const signature = await vehicleLoanSignature(ctx, loan.id);
      const answers = await keptFormAnswers(ctx, 'vehicleLoanSignature', vehicleLoanAnswersSubject(loan.id));
      return {
        vlInfo: JSON.parse(loan.info_json) as VehicleLoanInfo,
        caseNo: caseRow.case_no,
        signedAt: loan.signed_at,
        signatureUrl: signature ? describeFile(ctx, signature).fileUrl : null,
        ...(answers ? { answers } : {}),
      };
    },
  );

  app.post<SignPathRequest & { Body: VehicleLoanSignatureBody }>(
    '/api/v2/guests/vehicle-loans/signPath=:path',
    {
      bodyLimit: SIGNATURE_BODY_LIMIT,
      // The offline queue may send it again after a lost reply (Idempotency-Key, plugins/idempotent-requests.ts).
      config: {
        idempotentSend: true,
        errors: [
          ...MEMBER_CASE,
          API_ERRORS.vehicleLoanAlreadySigned(),
          ...SIGNATURE,
          API_ERRORS.fileTooLarge(),
        ],
      },
      schema: {
        operationId: 'signVehicleLoan',
        tags: ['vehicle-loans'],
        summary: '簽署車貸本票（簽名板 PNG data URL，一次為限；表單另加的欄位在 answers）',
        params: signPathParams,
        body: requestBodyRef('vehicle-loan-signature'),
        response: {
          201: replyRef('vehicle-loan-signed'),
        },
      },
    },
    async (request, reply) => {
      const { loan } = await vehicleLoanBySignPath(ctx, request.params.path);
      const signedAt = await signVehicleLoan(ctx, loan, request.body);
      await recordAfterSend(ctx, request.log, {
        caseId: loan.case_id,
        signer: 'vehicleSigner',
        signedAt,
        vehicleLoan: { ...loan, signed_at: signedAt },
      });
      return reply.code(201).send({ signedAt });
    },
  );

  app.get<{ Params: { id: string }; Querystring: { access_token?: string } }>(
    '/api/v2/members/vehicle-loans/appCaseNo=:id/sign-path',
    {
      onRequest: memberFromQuery(ctx),
      config: { errors: [API_ERRORS.caseNotFound(), API_ERRORS.vehicleLoanNotFound()] },
      schema: {
        operationId: 'getVehicleLoanSignPath',
        tags: ['vehicle-loans'],
        summary: '會員取得自己案件的車貸簽署連結',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', title: '案件編號', minLength: 1, maxLength: 20 } },
        },
        querystring: { type: 'object', additionalProperties: false, properties: { ...ACCESS_TOKEN_QUERY } },
        response: { 200: replyRef('sign-path') },
      },
    },
    async (request) => {
      const found = await findMemberCase(ctx.db, memberIdOf(request), { caseNo: request.params.id });
      const loan = await ctx.db
        .selectFrom('vehicle_loans')
        .select('sign_path')
        .where('case_id', '=', found.id)
        .executeTakeFirst();
      if (!loan) throw API_ERRORS.vehicleLoanNotFound();
      return { signPath: loan.sign_path };
    },
  );
}
