import { Tag } from 'antd';
import { taipeiDay } from '../../../domain/taipei-day';
import { formatDueDate, isOverdue } from '../due-entries';
import { formatMoney } from '../display-format';

/** The amount due and its deadline, large: what a member needs at the counter or the ATM. */
export function DueFacts({ amount, dueDate, period }: { amount: number; dueDate: string; period?: number }) {
  const overdue = isOverdue(dueDate, taipeiDay(new Date()));
  return (
    <dl className="fenqi-due-facts">
      <div>
        <dt>{period ? `第 ${period} 期應繳金額` : '應繳金額'}</dt>
        <dd className="fenqi-due-amount" data-testid="due-amount">
          {formatMoney(amount)}
        </dd>
      </div>
      <div>
        <dt>繳款期限</dt>
        <dd className="fenqi-due-date" data-testid="due-date">
          {formatDueDate(dueDate)}
          {overdue && (
            <Tag color="error" className="fenqi-due-tag">
              已逾期
            </Tag>
          )}
        </dd>
      </div>
    </dl>
  );
}
