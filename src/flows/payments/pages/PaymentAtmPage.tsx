import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { PaymentEntry } from '../../../api/v2/payments';
import { CopyField } from '../components/CopyField';
import { DueFacts } from '../components/DueFacts';
import { LateChargeNote } from '../components/LateChargeNote';
import { PaymentCaseGate } from '../components/PaymentCaseGate';
import { PaymentPageHead } from '../components/PaymentPageHead';
import { RepaymentSchedule } from '../components/RepaymentSchedule';
import { repaymentActions, selectPayments } from '../slice';
import { usePaymentCase } from '../use-payment-case';
import '../payments.css';

/** The ATM transfer details of one case (GET /members/cases/{id}/repayment-case). */
function AtmDetails({ entry }: { entry: PaymentEntry }) {
  const dispatch = useDispatch();
  const { repayment } = useSelector(selectPayments);
  const caseId = entry.caseSerNo;
  useEffect(() => {
    dispatch(repaymentActions.request(caseId));
  }, [dispatch, caseId]);

  const data = repayment.caseId === caseId ? repayment.data : null;
  if (repayment.status === 'fail' && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title={repayment.message}
        action={
          <Button size="small" onClick={() => dispatch(repaymentActions.request(caseId))}>
            重試
          </Button>
        }
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const due = data.nextDue ?? {
    period: entry.nextPeriod,
    dueDate: entry.nextDueDate,
    amount: entry.nextAmount,
  };
  const lateCharges = data.periods.find((period) => period.period === due.period)?.lateCharges;
  return (
    <div className="fenqi-pay-stack">
      <Card size="small" title={`${entry.productName}（${entry.caseNo}）`} className="fenqi-pay-card">
        <DueFacts amount={due.amount} dueDate={due.dueDate} period={due.period} />
        {lateCharges && <LateChargeNote charges={lateCharges} />}
      </Card>
      <Card size="small" title="轉入帳戶" className="fenqi-pay-card" data-testid="atm-account">
        <CopyField label="銀行代碼" value={data.bankCode} />
        {data.bankName && <p className="fenqi-bank-name">{data.bankName}</p>}
        <CopyField label="轉帳帳號" value={data.virtualAccount} grouped />
        <Typography.Paragraph type="secondary" className="fenqi-pay-hint">
          此為您專屬的虛擬帳號，轉入後系統將自動入帳；跨行轉帳可能需支付手續費。
        </Typography.Paragraph>
      </Card>
      <RepaymentSchedule periods={data.periods} />
    </div>
  );
}

/** /member/payment/atm?caseId= (auth): bank code and virtual account with copy buttons, amount and deadline. */
export default function PaymentAtmPage() {
  const current = usePaymentCase();
  return (
    <section className="fenqi-pay-page" aria-labelledby="atm-title">
      <PaymentPageHead title="ATM 轉帳資訊" id="atm-title" />
      <PaymentCaseGate page="atm" current={current}>
        {(entry) => <AtmDetails entry={entry} />}
      </PaymentCaseGate>
    </section>
  );
}
