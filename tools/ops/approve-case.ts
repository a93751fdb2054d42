import { operatorActor } from '../../src/server/audit/case-actor';
import { transitionCase } from '../../src/server/cases/case-lifecycle';
import { caseByNumber } from './case-by-number';
import type { OpsCommand } from './ops-command';

/**
 * `approve <caseNo>`: approve a case. Nothing is billed yet: the schedule, ATM account and barcodes
 * come when the contract is signed (`mark-signed`).
 */
export const approveCaseCommand: OpsCommand = {
  name: 'approve',
  usage: '<caseNo>',
  summary: 'approve a case (next: 對保, then mark-signed starts billing)',
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
    return [
      `${moved.case_no}: ${caseRow.status} → approved`,
      'no bill yet: mark-signed creates the repayment schedule, ATM account and barcodes',
    ];
  },
};
