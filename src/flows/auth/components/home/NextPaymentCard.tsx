import { Card, Tag, Typography } from 'antd';
import type { HomeNextPayment } from '../../member-home-data';
import { LinkButton } from '../../../../ui/LinkButton';
import { homeTaskPaths } from './home-task-paths';
import { formatMoney } from '../../../../contracts/amounts';
import { taipeiDay } from '../../../../contracts/taipei-day';

/** The soonest payment due: amount, deadline (flagged when passed) and the way to pay. */
export function NextPaymentCard({ payment, now = new Date() }: { payment: HomeNextPayment; now?: Date }) {
  const overdue = payment.dueDate < taipeiDay(now);
  return (
    <Card title="下期應繳" size="small" className="fenqi-home-card" data-testid="next-payment">
      <div className="fenqi-next-pay">
        <div>
          <span className="fenqi-next-pay-label">應繳金額</span>
          <span className="fenqi-next-pay-amount">{formatMoney(payment.amount)}</span>
        </div>
        <div>
          <span className="fenqi-next-pay-label">繳款期限</span>
          <span className="fenqi-next-pay-date">
            {payment.dueDate.replaceAll('-', '/')}
            {overdue && <Tag color="error">已逾期</Tag>}
          </span>
        </div>
      </div>
      <Typography.Paragraph type="secondary" className="fenqi-next-pay-case">
        {payment.productName}・{payment.caseNo}・第 {payment.period}／{payment.appPeriods} 期
        {payment.otherCount > 0 && `（另有 ${payment.otherCount} 件待繳）`}
      </Typography.Paragraph>
      <LinkButton to={homeTaskPaths.payment} type="primary">
        前往繳款
      </LinkButton>
    </Card>
  );
}
