import { Alert, Button, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PaymentEntry } from '../../../api/v2/payments';
import { DueFacts } from '../components/DueFacts';
import { PaymentCaseGate } from '../components/PaymentCaseGate';
import { PaymentPageHead } from '../components/PaymentPageHead';
import { BarcodeDeadlineNotice } from '../components/BarcodeDeadlineNotice';
import { BarcodeSheet } from '../components/BarcodeSheet';
import { taipeiDay } from '../../../domain/taipei-day';
import { formatDueDate } from '../due-entries';
import { barcodeActions, selectPayments } from '../slice';
import { usePaymentCase } from '../use-payment-case';
import '../payments.css';
import '../barcode.css';

/**
 * The three barcodes of the next period (GET /members/payments/barcode?appCaseNo=), with what to do
 * when the period is overdue; barcodes whose deadline has passed are never shown.
 */
function Barcodes({ entry }: { entry: PaymentEntry }) {
  const dispatch = useDispatch();
  const { barcode } = useSelector(selectPayments);
  const caseNo = entry.caseNo;
  useEffect(() => {
    dispatch(barcodeActions.request(caseNo));
  }, [dispatch, caseNo]);

  const data = barcode.caseNo === caseNo ? barcode.data : null;
  if (barcode.status === 'fail' && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={barcode.message}
        action={
          <Button size="small" onClick={() => dispatch(barcodeActions.request(caseNo))}>
            重試
          </Button>
        }
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  // Segment 1 carries the last day a store takes the money; past it the counter refuses the slip.
  const payBy = data.payBy ?? data.dueDate;
  const expired = payBy < taipeiDay(new Date());
  return (
    <div className="fenqi-pay-stack">
      <div className="fenqi-pay-card fenqi-barcode-facts">
        <Typography.Text strong>
          {entry.productName}（{entry.caseNo}）
        </Typography.Text>
        <DueFacts amount={data.amount} dueDate={data.dueDate} period={data.period} />
        {payBy !== data.dueDate && !expired && (
          <p className="fenqi-barcode-pay-by" data-testid="barcode-pay-by">
            條碼繳費期限 <strong>{formatDueDate(payBy)}</strong>
          </p>
        )}
      </div>
      <BarcodeDeadlineNotice
        barcode={data}
        caseId={entry.caseSerNo}
        expired={expired}
        onRenew={() => dispatch(barcodeActions.request(caseNo))}
      />
      {!expired && (
        <>
          <BarcodeSheet barcode={data} />
          <Typography.Paragraph type="secondary" className="fenqi-pay-hint">
            {'請將螢幕亮度調到最亮，於 7-ELEVEN、全家、萊爾富、OK 超商櫃檯出示三段條碼，由店員依序掃描。' +
              '條碼含本期金額與繳費期限，每期不同，繳款前請重新開啟此頁。'}
          </Typography.Paragraph>
        </>
      )}
    </div>
  );
}

/** /member/payment/barcode?caseId= (auth): the convenience-store 3-segment Code 39 barcodes, amount and deadline. */
export default function PaymentBarcodePage() {
  const current = usePaymentCase();
  return (
    <section className="fenqi-pay-page fenqi-pay-page-wide" aria-labelledby="barcode-title">
      <PaymentPageHead title="超商繳費條碼" id="barcode-title" />
      <PaymentCaseGate page="barcode" current={current}>
        {(entry) => <Barcodes entry={entry} />}
      </PaymentCaseGate>
    </section>
  );
}
