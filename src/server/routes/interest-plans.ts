import type { FastifyInstance } from 'fastify';
import { API_ERRORS } from '../api-error';
import { findPlanAndRate, quoteTerms, termsProblem } from '../commodity/plan-terms';
import type { InstallmentPayment } from '../../validation/api-replies';
import type { ServerContext } from '../context';
import { replyRef } from '../contract/reply-schemas';
import { requestBodyRef } from './request-schemas';

/**
 * `POST /members/interest-plans/{planId}/interest-rates/{rateId}/installment-payment`: what a
 * member would pay for an amount over a plan's rate (public; the plan pages show it before login).
 * The plan list and a plan's career types are in routes/reference.ts.
 */
export async function interestPlansRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  app.post<{ Params: { planId: number; rateId: number }; Body: { installment: number; amount: number } }>(
    '/api/v2/members/interest-plans/:planId/interest-rates/:rateId/installment-payment',
    {
      config: {
        errors: [
          API_ERRORS.notFound('此分期方案或利率'),
          API_ERRORS.applicationRule('申請金額或期數不符此分期方案'),
        ],
      },
      schema: {
        operationId: 'calculateInstallmentPayment',
        tags: ['reference'],
        summary: '試算分期月付金、手續費與總額',
        params: {
          type: 'object',
          required: ['planId', 'rateId'],
          additionalProperties: false,
          properties: {
            planId: { type: 'integer', title: '分期方案', minimum: 1 },
            rateId: { type: 'integer', title: '分期利率', minimum: 1 },
          },
        },
        body: requestBodyRef('installment-quote'),
        response: { 200: replyRef('installment-payment') },
      },
    },
    async (request): Promise<InstallmentPayment> => {
      const { planId, rateId } = request.params;
      const { installment, amount } = request.body;
      const { plan, rate } = await findPlanAndRate(ctx.db, planId, rateId);
      if (!plan) throw API_ERRORS.notFound('此分期方案');
      if (!rate) throw API_ERRORS.notFound('此分期利率');
      const problem = termsProblem({ plan, rate }, installment, amount);
      if (problem) throw API_ERRORS.applicationRule(problem);
      return { installment, amount, ...quoteTerms({ plan, rate }, amount) };
    },
  );
}
