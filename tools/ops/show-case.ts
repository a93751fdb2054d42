import { caseAuditTrail, type AuditTrailEntry } from '../../src/server/audit/case-audit-trail';
import { statusLabelOf } from '../../src/server/cases/case-lifecycle';
import { caseByNumber } from './case-by-number';
import { caseFileLines } from './case-files';
import { guestLockoutLines } from './guest-lockout-lines';
import { formAnswerLines } from './form-answer-lines';
import { formRevisionsLine } from './form-revisions-line';
import { signedDocumentLines } from './signed-document-lines';
import type { OpsCommand } from './ops-command';

/** One trail line: time, who, from → to, note, command. */
function trailLine(entry: AuditTrailEntry): string {
  return ['', entry.at, entry.who, entry.change, entry.note, entry.command && `$ ${entry.command}`]
    .filter((part) => part !== null)
    .join('  ');
}

/** `show <caseNo>`: one case with its terms, audit trail, files (supplements marked), schedule and payments. */
export const showCase: OpsCommand = {
  name: 'show',
  usage: '<caseNo>',
  summary:
    'show a case: terms, audit trail (who moved it, which command), files, signed documents, form answers, schedule, payments',
  async run(ctx, args, by) {
    const caseRow = await caseByNumber(ctx, args[0]);
    const member = await ctx.db
      .selectFrom('members')
      .select(['id_num', 'name'])
      .where('id', '=', caseRow.member_id)
      .executeTakeFirst();
    const trail = await caseAuditTrail(ctx.db, caseRow.id, by?.auditId ?? null);
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
      `form revisions ${formRevisionsLine(caseRow.form_revisions_json)}`,
      ...(await guestLockoutLines(ctx, caseRow.id)),
      'audit trail (time, who, from → to, note, command):',
      ...trail.map(trailLine),
      ...(await caseFileLines(ctx.db, caseRow.id)),
      ...(await signedDocumentLines(ctx, caseRow.id)),
      ...(await formAnswerLines(ctx, caseRow.id)),
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
