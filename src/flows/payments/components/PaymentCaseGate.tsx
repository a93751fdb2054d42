import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link, Navigate } from 'react-router-dom';
import type { PaymentEntry } from '../../../api/v2/payments';
import { formatMoney } from '../display-format';
import { formatDueDate } from '../due-entries';
import { paymentPagePath } from '../payments-paths';
import { paymentListActions } from '../slice';
import type { PaymentCase } from '../use-payment-case';
import { LinkButton } from '../../../ui/LinkButton';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** The three pages that show one case's way to pay. */
export type PaymentPage = 'atm' | 'barcode' | 'receipt';

/**
 * Shows a payment page's content only for a case that has money due: while the list loads a
 * skeleton, without `?caseId=` a choice of cases (straight on when there is one), and for a case
 * with nothing due (paid off, or not the member's) a notice instead of asking the server about it.
 */
export function PaymentCaseGate({
  page,
  current,
  children,
}: {
  page: PaymentPage;
  current: PaymentCase;
  children: (entry: PaymentEntry) => ReactNode;
}) {
  const dispatch = useDispatch();
  const { list, caseId, entry, ready } = current;
  if (list.status === 'fail') {
    return (
      <Alert
        type="error"
        showIcon
        title={list.message}
        action={
          <Button size="small" onClick={() => dispatch(paymentListActions.request())}>
            重試
          </Button>
        }
      />
    );
  }
  if (!ready || !list.entries) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (entry) return <>{children(entry)}</>;
  if (caseId === null && list.entries.length === 1) {
    return <Navigate replace to={paymentPagePath(page, list.entries[0].caseSerNo)} />;
  }
  if (caseId === null && list.entries.length > 1) {
    return (
      <nav aria-label="選擇案件" className="fenqi-pay-picker">
        <p className="fenqi-pay-picker-lead">請選擇要繳款的案件：</p>
        {list.entries.map((item) => (
          <Link key={item.caseSerNo} to={paymentPagePath(page, item.caseSerNo)} className="fenqi-pay-pick">
            <span>
              {item.productName}（{item.caseNo}）
            </span>
            <span className="fenqi-pay-pick-due">
              第 {item.nextPeriod} 期 {formatMoney(item.nextAmount)}・期限 {formatDueDate(item.nextDueDate)}
            </span>
          </Link>
        ))}
      </nav>
    );
  }
  if (caseId === null) {
    return <Empty description="目前沒有待繳的款項" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  return (
    <Result
      status="success"
      title="此案件目前沒有待繳的款項"
      subTitle="若已全部繳清，感謝您的支持；其他案件的繳款資訊請回繳款列表查看。"
      extra={<LinkButton to={ROUTE_PATHS.payment}>回繳款列表</LinkButton>}
    />
  );
}
