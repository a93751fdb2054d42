import { operatorActor } from '../../src/server/audit/case-actor';
import { recordPayment } from '../../src/server/cases/record-payment';
import { caseByNumber } from './case-by-number';
import type { OpsCommand } from './ops-command';

/** `mark-paid <caseNo> [periods=1]`: money received for the next unpaid periods. */
export const markPaid: OpsCommand = {
  name: 'mark-paid',
  usage: '<caseNo> [periods=1]',
  summary: 'record a payment for the next unpaid periods (signed → repaying → completed)',
  async run(ctx, args, by) {
    const [caseNo, periodsArg = '1', ...extra] = args;
    if (extra.length > 0) throw new Error('mark-paid takes <caseNo> [periods]');
    if (!/^[1-9][0-9]*$/.test(periodsArg))
      throw new Error(`periods must be a positive whole number, not "${periodsArg}"`);
    const caseRow = await caseByNumber(ctx, caseNo);
    const paid = await recordPayment(
      ctx,
      caseRow.id,
      Number(periodsArg),
      'ops',
      by ?? operatorActor('mark-paid', null),
      'operator mark-paid',
    );
    return [
      `${caseRow.case_no}: payment #${paid.paymentId} NT$${paid.amount} for period(s) ${paid.periods.join(', ')}`,
      `status: ${paid.status}`,
    ];
  },
};
