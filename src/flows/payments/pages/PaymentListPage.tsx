import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LinkButton } from '../../../ui/LinkButton';
import { PaymentEntryCard } from '../components/PaymentEntryCard';
import { paymentListActions, selectPayments } from '../slice';
import '../payments.css';
import { PageTitle } from '../../../ui/PageTitle';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/**
 * /member/payment (auth): the cases with periods still due (appPayPeriods < appPeriods), soonest
 * first, each with its amount and deadline and links to ATM transfer, store barcode and receipt upload.
 */
export default function PaymentListPage() {
  const dispatch = useDispatch();
  const { list } = useSelector(selectPayments);
  useEffect(() => {
    dispatch(paymentListActions.request());
  }, [dispatch]);

  let body;
  if (list.status === 'fail') {
    body = (
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
  } else if (!list.entries) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (list.entries.length === 0) {
    body = (
      <Empty description="目前沒有待繳的款項" image={Empty.PRESENTED_IMAGE_SIMPLE}>
        <LinkButton to={ROUTE_PATHS.orderList}>查看我的訂單</LinkButton>
      </Empty>
    );
  } else {
    body = (
      <ul className="fenqi-pay-list">
        {list.entries.map((entry) => (
          <li key={entry.caseSerNo}>
            <PaymentEntryCard entry={entry} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="fenqi-pay-page" aria-labelledby="payment-title">
      <PageTitle look={3} id="payment-title">
        我要繳款
      </PageTitle>
      <Typography.Paragraph type="secondary">
        請於繳款期限前以 ATM 轉帳或超商條碼繳款；繳款後可上傳收據，方便我們核對入帳。
      </Typography.Paragraph>
      {body}
    </section>
  );
}
