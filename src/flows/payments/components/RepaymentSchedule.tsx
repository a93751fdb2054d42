import { Collapse, Tag } from 'antd';
import type { PeriodView } from '../../../api/v2/types/common';
import { formatMoney } from '../display-format';
import { formatDueDate } from '../due-entries';
import { LateChargeNote } from './LateChargeNote';

const STATUS: Record<PeriodView['status'], { text: string; color: string }> = {
  paid: { text: '已繳', color: 'success' },
  overdue: { text: '逾期', color: 'error' },
  unpaid: { text: '未繳', color: 'default' },
};

/** Every period of the case (folded): due date, amount, whether it is paid, and a late one's charges. */
export function RepaymentSchedule({ periods }: { periods: PeriodView[] }) {
  const rows = (
    <ol className="fenqi-schedule">
      {periods.map((period) => (
        <li key={period.period}>
          <span>第 {period.period} 期</span>
          <span>{formatDueDate(period.dueDate)}</span>
          <span>{formatMoney(period.amount)}</span>
          <Tag color={STATUS[period.status].color}>{STATUS[period.status].text}</Tag>
          {period.lateCharges && <LateChargeNote charges={period.lateCharges} />}
        </li>
      ))}
    </ol>
  );
  return (
    <Collapse
      size="small"
      items={[{ key: 'schedule', label: `各期繳款明細（共 ${periods.length} 期）`, children: rows }]}
    />
  );
}
