import { statusLabelOf } from '../cases/case-lifecycle';
import { caseByNumber } from './case-by-number';
import type { OpsCommand } from './ops-command';

/** `show <caseNo>`: one case with its terms, timeline, schedule and payments. */
export const showCase: OpsCommand = {
  name: 'show',
  usage: '<caseNo>',
  summary: 'show a case: terms, events, schedule, payments',
  async run(ctx, args) {
    const caseRow = await caseByNumber(ctx, args[0]);
    const member = await ctx.db
      .selectFrom('members')
      .select(['id_num', 'name'])
      .where('id', '=', caseRow.member_id)
      .executeTakeFirst();
    const events = await ctx.db
      .selectFrom('case_events')
      .selectAll()
      .where('case_id', '=', caseRow.id)
      .orderBy('id')
      .execute();
    const periods = await ctx.db
      .selectFrom('installments')
      .selectAll()
      .where('case_id', '=', caseRow.id)
      .orderBy('period')
      .execute();
    const payments = await ctx.db
      .selectFrom('payments')
      .selectAll()
      .where('case_id', '=', caseRow.id)
      .orderBy('id')
      .execute();
    return [
      `case ${caseRow.case_no} (id ${caseRow.id})  status ${caseRow.status} (${statusLabelOf(caseRow.status)})`,
      `member ${member?.id_num ?? '?'} ${member?.name ?? ''}`,
      `product ${caseRow.product_name}${caseRow.product_model_no ? ` / ${caseRow.product_model_no}` : ''}`,
      `amount NT$${caseRow.amount} in ${caseRow.installment} periods of NT$${caseRow.monthly_payment} + fee NT$${caseRow.service_fee}`,
      `virtual account ${caseRow.virtual_account ?? '-'}  note ${caseRow.status_note ?? '-'}`,
      'events:',
      ...events.map(
        (e) => `  ${e.created_at}  ${e.from_status ?? '-'} → ${e.to_status}${e.note ? `  ${e.note}` : ''}`,
      ),
      `schedule (${periods.filter((p) => p.paid_at).length}/${periods.length} paid):`,
      ...periods.map(
        (p) =>
          `  #${p.period}  due ${p.due_date}  NT$${p.amount}  ${p.paid_at ? `paid ${p.paid_at}` : 'unpaid'}`,
      ),
      `payments (${payments.length}):`,
      ...payments.map(
        (p) => `  #${p.id}  ${p.paid_at}  NT$${p.amount}  ${p.channel}${p.note ? `  ${p.note}` : ''}`,
      ),
    ];
  },
};
