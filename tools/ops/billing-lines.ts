import type { ServerContext } from '../../src/server/context';
import { caseByNumber } from './case-by-number';

/** What billing a case set up, for the operator: its ATM account and periods, the first one due. */
export async function billingLines(ctx: ServerContext, caseNo: string | undefined): Promise<string[]> {
  const caseRow = await caseByNumber(ctx, caseNo);
  const periods = await ctx.db
    .selectFrom('installments')
    .select(['period', 'due_date', 'amount'])
    .where('case_id', '=', caseRow.id)
    .orderBy('period')
    .execute();
  const total = periods.reduce((sum, period) => sum + period.amount, 0);
  return [
    `virtual account: ${caseRow.virtual_account ?? ''}`,
    `${periods.length} periods, total NT$${total}, first due ${periods[0]?.due_date ?? '-'} (NT$${periods[0]?.amount ?? 0}, fee NT$${caseRow.service_fee} included)`,
  ];
}
