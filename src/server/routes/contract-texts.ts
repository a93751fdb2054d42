import type { FastifyInstance } from 'fastify';
import type { ContractTexts } from '../../validation/api-replies';
import { memberFromBearer, memberIdOf } from '../auth/request-auth';
import { findMemberCase } from '../cases/member-case';
import type { ServerContext } from '../context';
import { guarantorForGuest } from '../guests/guarantor-access';
import { vehicleLoanBySignPath } from '../guests/vehicle-loan-access';
import { contractTextsFor } from '../signed-documents/contract-texts-for';
import { CASE_ID_PARAMS } from './case-route-schemas';
import { replyRef } from '../contract/reply-schemas';
import { GUESSED, MEMBER_CASE } from '../contract/route-error-groups';

const linkParams = (name: string, title: string) =>
  ({
    type: 'object',
    required: [name],
    additionalProperties: false,
    properties: { [name]: { type: 'string', title, maxLength: 100 } },
  }) as const;

/**
 * The full texts a signer agrees to, filled with the case's figures: the applicant's
 * (對保), the guarantor's and the vehicle-loan signer's, each reached as their own page is.
 */
export async function contractTextsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  const schema = (tags: string[], summary: string, params: object) => ({
    tags,
    summary,
    params,
    response: { 200: replyRef('contract-texts') },
  });

  app.get<{ Params: { id: number } }>(
    '/api/v2/members/cases/:id/contract-texts',
    {
      onRequest: memberFromBearer(ctx),
      config: { errors: [...MEMBER_CASE] },
      schema: {
        operationId: 'getCaseContractTexts',
        ...schema(
          ['id-verify'],
          '申請人要同意的契約全文（分期付款契約、本票、平台及買賣契約），已填入案件數字',
          CASE_ID_PARAMS,
        ),
      },
    },
    async (request): Promise<ContractTexts> => {
      const caseRow = await findMemberCase(ctx.db, memberIdOf(request), { id: request.params.id });
      return { documents: await contractTextsFor(ctx, { caseId: caseRow.id, signer: 'applicant' }) };
    },
  );

  app.get<{ Params: { id: string }; Querystring: { idCardNo?: string } }>(
    '/api/v2/guests/guarantor/:id/contract-texts',
    {
      config: { errors: [...MEMBER_CASE, GUESSED] },
      schema: {
        operationId: 'getGuarantorContractTexts',
        ...schema(
          ['guarantor'],
          '保證人要同意的保證契約及本票全文，已填入案件數字',
          linkParams('id', '保證人連結'),
        ),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { idCardNo: { type: 'string', title: '保證人身分證字號', maxLength: 10 } },
        },
      },
    },
    async (request): Promise<ContractTexts> => {
      // A guarantor id opens with the guarantor's ID number, as the guarantor's page does.
      const idCardNo = request.query.idCardNo?.toUpperCase();
      const { guarantor } = await guarantorForGuest(ctx, request.params.id, idCardNo, request.ip);
      const documents = await contractTextsFor(ctx, {
        caseId: guarantor.case_id,
        signer: 'guarantor',
        guarantor,
      });
      return { documents };
    },
  );

  app.get<{ Params: { path: string } }>(
    '/api/v2/guests/vehicle-loans/signPath=:path/contract-texts',
    {
      config: { errors: [...MEMBER_CASE] },
      schema: {
        operationId: 'getVehicleLoanContractTexts',
        ...schema(
          ['vehicle-loans'],
          '車貸簽署人要簽署的本票全文，已填入借款數字',
          linkParams('path', '簽署連結'),
        ),
      },
    },
    async (request): Promise<ContractTexts> => {
      const { loan } = await vehicleLoanBySignPath(ctx, request.params.path);
      const documents = await contractTextsFor(ctx, {
        caseId: loan.case_id,
        signer: 'vehicleSigner',
        vehicleLoan: loan,
      });
      return { documents };
    },
  );
}
