import { BarcodeOutlined, BankOutlined, UploadOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import type { PaymentEntry } from '../../../api/v2/payments';
import { paymentPagePath } from '../payments-paths';
import { DueFacts } from './DueFacts';
import { LinkButton } from '../../../ui/LinkButton';

/** One case with money due: the next period's amount and deadline, and the three ways to pay. */
export function PaymentEntryCard({ entry }: { entry: PaymentEntry }) {
  const id = entry.caseSerNo;
  return (
    <Card
      size="small"
      className="fenqi-pay-card"
      data-testid="payment-entry"
      data-case-no={entry.caseNo}
      title={
        <div className="fenqi-pay-card-title">
          <span>{entry.productName}</span>
          <Typography.Text type="secondary" className="fenqi-pay-case-no">
            {entry.caseNo}
          </Typography.Text>
        </div>
      }
    >
      <DueFacts amount={entry.nextAmount} dueDate={entry.nextDueDate} period={entry.nextPeriod} />
      <Progress
        percent={Math.round((entry.appPayPeriods / entry.appPeriods) * 100)}
        format={() => `已繳 ${entry.appPayPeriods}/${entry.appPeriods} 期`}
        size="small"
        className="fenqi-pay-progress"
        aria-label={`已繳 ${entry.appPayPeriods}/${entry.appPeriods} 期`}
      />
      <div className="fenqi-pay-actions">
        <LinkButton to={paymentPagePath('atm', id)} icon={<BankOutlined />}>
          ATM 轉帳
        </LinkButton>
        <LinkButton to={paymentPagePath('barcode', id)} icon={<BarcodeOutlined />}>
          超商條碼
        </LinkButton>
        <LinkButton to={paymentPagePath('receipt', id)} icon={<UploadOutlined />}>
          上傳收據
        </LinkButton>
      </div>
    </Card>
  );
}
