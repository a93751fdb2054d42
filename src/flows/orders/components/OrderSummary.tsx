import { Alert, Descriptions, Typography } from 'antd';
import type { CaseView } from '../../../api/v2/types/common';
import { formatDay, formatMoney } from '../display-format';
import { idVerifyPath } from '../../../domain/route-paths';
import { statusWordsOf } from '../status-words';
import { firstPeriodNote } from '../../../ui/first-period';
import { LinkButton } from '../../../ui/LinkButton';
import { StatusTag } from './StatusTag';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** Statuses with money due: the member can go and pay (billing starts with the signed contract). */
const PAYABLE = ['signed', 'repaying'];
/** Notes that are news the member must read (what to supplement, why it was declined). */
const NOTE_ALERTS: Record<string, 'warning' | 'error' | 'info'> = {
  supplement: 'warning',
  rejected: 'error',
};

/** The head of an order detail: status in words, the operator's note, the figures and what to do next. */
export function OrderSummary({ item }: { item: CaseView }) {
  const words = statusWordsOf(item);
  const firstPeriod = firstPeriodNote(item.monthlyPayment, item.serviceFee);
  const facts = [
    { key: 'amount', label: '申請金額', children: formatMoney(item.amount) },
    {
      key: 'installment',
      label: '分期',
      children: (
        <>
          {item.installment} 期・每期 {formatMoney(item.monthlyPayment)}
          {firstPeriod && <span className="fenqi-first-period">{firstPeriod}</span>}
        </>
      ),
    },
    { key: 'fee', label: '手續費', children: formatMoney(item.serviceFee) },
    { key: 'paid', label: '已繳期數', children: `${item.appPayPeriods} / ${item.appPeriods} 期` },
    { key: 'created', label: '申請日期', children: formatDay(item.createdAt) },
    { key: 'updated', label: '最後更新', children: formatDay(item.updatedAt) },
  ];
  return (
    <section className="fenqi-detail-section" aria-label="案件摘要">
      <div className="fenqi-case-head">
        <Typography.Text type="secondary">案件編號 {item.caseNo}</Typography.Text>
        <StatusTag item={item} />
      </div>
      <Typography.Paragraph strong className="fenqi-detail-words">
        {words.sentence}
      </Typography.Paragraph>
      {item.statusNote && (
        <Alert
          className="fenqi-detail-alert"
          type={NOTE_ALERTS[item.status] ?? 'info'}
          showIcon
          title={item.statusNote}
        />
      )}
      <div className="fenqi-detail-actions">
        {item.status === 'approved' && (
          <LinkButton type="primary" to={idVerifyPath(item.id, item.caseNo)}>
            前往線上對保
          </LinkButton>
        )}
        {PAYABLE.includes(item.status) && item.appPayPeriods < item.appPeriods && (
          <LinkButton to={ROUTE_PATHS.payment}>查看繳款資訊</LinkButton>
        )}
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered items={facts} />
    </section>
  );
}
