import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import type { QuoteResult } from '../pages/use-quote';
import { groupDigits } from '../../../contracts/amounts';

const money = (value: number) => `${groupDigits(value)} 元`;

/** Props of step 2's payment quote. */
export interface QuoteCardProps {
  /** The quote for the amount and installment now chosen, or null while there is none. */
  quote: QuoteResult | null;
  pending: boolean;
  /** Why the quote for the current choice failed (the server's message). */
  error: string | null;
  /** Plan, installment and an amount within the plan's bounds are chosen. */
  ready: boolean;
  /** Why there can be no quote although everything is chosen (the amount is outside the plan's bounds). */
  blocked?: string | null;
  onRetry: () => void;
}

/**
 * What the member would pay (POST …/installment-payment): monthly payment, service fee, the first
 * period (the fee is billed with it) and total for the amount applied for, refreshed as amount and
 * installment change.
 */
export function QuoteCard({ quote, pending, error, ready, blocked, onRetry }: QuoteCardProps) {
  let body;
  if (blocked) {
    body = <Alert type="warning" showIcon title={`無法試算：${blocked}`} />;
  } else if (!ready) {
    body = (
      <Typography.Text type="secondary">
        選擇方案、職業類別與期數並輸入申請金額後，將為您試算每月應繳金額。
      </Typography.Text>
    );
  } else if (pending && !quote) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={error}
        action={
          <Button size="small" onClick={onRetry}>
            重新試算
          </Button>
        }
      />
    );
  } else if (quote) {
    body = (
      <dl className="fenqi-quote-rows" aria-busy={pending}>
        <dt>申請金額</dt>
        <dd>{money(quote.applyAmount)}</dd>
        <dt>分期期數</dt>
        <dd>{quote.installment} 期</dd>
        <dt>每月應繳</dt>
        <dd className="fenqi-quote-monthly">{money(quote.monthlyPayment)}</dd>
        <dt>手續費</dt>
        <dd>{money(quote.serviceFee)}</dd>
        {quote.serviceFee > 0 && (
          <>
            <dt>首期應繳</dt>
            <dd>{money(quote.monthlyPayment + quote.serviceFee)}（含手續費）</dd>
          </>
        )}
        <dt>應繳總額</dt>
        <dd>{money(quote.totalPayment)}</dd>
      </dl>
    );
  } else {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  }
  return (
    <Card className="fenqi-quote" size="small" title="試算結果" aria-live="polite">
      {body}
    </Card>
  );
}
