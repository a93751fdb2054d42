import { statusLabelOf } from '../../src/server/cases/case-lifecycle';
import { CASE_STATUSES, type CaseStatus } from '../../src/server/cases/case-status';
import { supplementMark, supplementsByCase } from './case-files';
import type { OpsCommand } from './ops-command';

/** `list [status]`: cases, newest first, optionally of one status; cases with supplementary files are marked. */
export const listCases: OpsCommand = {
  name: 'list',
  usage: '[status]',
  summary: `list cases (status: ${CASE_STATUSES.join('|')})`,
  async run(ctx, args) {
    const [status, ...extra] = args;
    if (extra.length > 0) throw new Error('list takes at most one status');
    if (status !== undefined && !CASE_STATUSES.includes(status as CaseStatus))
      throw new Error(`unknown status "${status}"; one of ${CASE_STATUSES.join(', ')}`);
    let query = ctx.db
      .selectFrom('cases')
      .innerJoin('members', 'members.id', 'cases.member_id')
      .select([
        'cases.id',
        'cases.case_no',
        'cases.status',
        'cases.amount',
        'cases.installment',
        'cases.product_name',
        'cases.created_at',
        'members.id_num',
      ])
      .orderBy('cases.created_at', 'desc')
      .orderBy('cases.id', 'desc');
    if (status) query = query.where('cases.status', '=', status);
    const rows = await query.execute();
    if (rows.length === 0) return [status ? `no ${status} cases` : 'no cases'];
    const supplements = await supplementsByCase(ctx.db);
    return rows.map((row) =>
      [
        row.case_no,
        `${row.status}(${statusLabelOf(row.status)})`,
        row.id_num,
        `NT$${row.amount}x${row.installment}`,
        row.product_name,
        row.created_at,
        supplementMark(supplements.get(row.id)),
      ]
        .filter((part) => part !== null)
        .join('  '),
    );
  },
};
