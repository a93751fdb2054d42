import { operatorActor } from '../audit/case-actor';
import { transitionCase } from '../cases/case-lifecycle';
import { caseByNumber } from './case-by-number';
import type { OpsCommand } from './ops-command';

/** `approve <caseNo>`: approve a case; prints the virtual account and the first periods created. */
export const approveCaseCommand: OpsCommand = {
  name: 'approve',
  usage: '<caseNo>',
  summary: 'approve a case (creates the repayment schedule, ATM account and barcodes)',
  async run(ctx, args, by) {
    if (args.length > 1) throw new Error('approve takes only <caseNo>');
    const caseRow = await caseByNumber(ctx, args[0]);
    const moved = await transitionCase(
      ctx,
      caseRow.id,
      'approved',
      by ?? operatorActor('approve', null),
      '審核通過',
    );
    const periods = await ctx.db
      .selectFrom('installments')
      .select(['period', 'due_date', 'amount'])
      .where('case_id', '=', moved.id)
      .orderBy('period')
      .execute();
    const total = periods.reduce((sum, period) => sum + period.amount, 0);
    return [
      `${moved.case_no}: ${caseRow.status} → approved`,
      `virtual account: ${moved.virtual_account ?? ''}`,
      `${periods.length} periods, total NT$${total}, first due ${periods[0]?.due_date ?? '-'} (NT$${periods[0]?.amount ?? 0})`,
    ];
  },
};
