import { Card, Tag, Typography } from 'antd';
import type { HomeNextPayment } from '../../member-home-data';
import { LinkButton } from '../../../../ui/LinkButton';
import { ROUTE_PATHS } from '../../../../domain/route-paths';
import { formatMoney } from '../../../../contracts/amounts';
import { taipeiDay } from '../../../../domain/taipei-day';

/**
 * The soonest payment due: amount, deadline (flagged when passed, with a word on the late charges
 * the contract adds, figured on the payment page) and the way to pay.
 */
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
      {overdue && (
        <Typography.Paragraph type="danger" className="fenqi-next-pay-late" data-testid="late-charges-notice">
          逾期另依分期付款契約計收遲延利息與違約金（不含於應繳金額），金額見繳款頁。
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" className="fenqi-next-pay-case">
        {payment.productName}・{payment.caseNo}・第 {payment.period}／{payment.appPeriods} 期
        {payment.otherCount > 0 && `（另有 ${payment.otherCount} 件待繳）`}
      </Typography.Paragraph>
      <LinkButton to={ROUTE_PATHS.payment} type="primary">
        前往繳款
      </LinkButton>
    </Card>
  );
}
