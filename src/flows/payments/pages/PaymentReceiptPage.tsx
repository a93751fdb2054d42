import { Alert, Button, Card, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PaymentEntry } from '../../../api/v2/payments';
import { DueFacts } from '../components/DueFacts';
import { PaymentCaseGate } from '../components/PaymentCaseGate';
import { PaymentPageHead } from '../components/PaymentPageHead';
import { ReceiptGallery } from '../components/ReceiptGallery';
import { ReceiptUploader } from '../components/ReceiptUploader';
import { receiptListActions, selectPayments } from '../slice';
import { usePaymentCase } from '../use-payment-case';
import '../payments.css';
import '../receipts.css';

/** The receipts of one case: upload and the list so far. */
function Receipts({ entry }: { entry: PaymentEntry }) {
  const dispatch = useDispatch();
  const { receipts } = useSelector(selectPayments);
  const caseId = entry.caseSerNo;
  useEffect(() => {
    dispatch(receiptListActions.request(caseId));
  }, [dispatch, caseId]);

  const mine = receipts.caseId === caseId;
  let gallery;
  if (mine && receipts.status === 'fail') {
    gallery = (
      <Alert
        type="error"
        showIcon
        title={receipts.message}
        action={
          <Button size="small" onClick={() => dispatch(receiptListActions.request(caseId))}>
            重試
          </Button>
        }
      />
    );
  } else if (!mine || (receipts.pending && receipts.files.length === 0)) {
    gallery = <Skeleton active paragraph={{ rows: 3 }} />;
  } else {
    gallery = <ReceiptGallery files={receipts.files} />;
  }
  return (
    <div className="fenqi-pay-stack">
      <Card size="small" title={`${entry.productName}（${entry.caseNo}）`} className="fenqi-pay-card">
        <DueFacts amount={entry.nextAmount} dueDate={entry.nextDueDate} period={entry.nextPeriod} />
      </Card>
      <ReceiptUploader caseId={caseId} held={mine ? receipts.files.length : 0} />
      <Card size="small" title="已上傳的繳款證明" className="fenqi-pay-card" data-testid="receipt-list">
        {gallery}
      </Card>
    </div>
  );
}

/** /member/payment/receipt?caseId= (auth): upload receipt photos (≤ 60) and see the case's receipts. */
export default function PaymentReceiptPage() {
  const current = usePaymentCase();
  return (
    <section className="fenqi-pay-page" aria-labelledby="receipt-title">
      <PaymentPageHead title="上傳繳款證明" id="receipt-title" />
      <PaymentCaseGate page="receipt" current={current}>
        {(entry) => <Receipts entry={entry} />}
      </PaymentCaseGate>
    </section>
  );
}
