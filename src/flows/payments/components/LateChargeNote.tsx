import { Typography } from 'antd';
import type { PeriodView } from '../../../api/v2/types/common';
import { articleNumber } from '../../../contracts/contract-document';
import { formatMoney } from '../display-format';

/** A late period's charges as the server worked them out from the contract. */
export type LateCharges = NonNullable<PeriodView['lateCharges']>;

/**
 * What a late period costs beyond its amount, by the instalment contract's article on late
 * payment (第三條): the 遲延利息 to today, and the 違約金 the seller may charge. Neither is in the
 * amount shown to pay.
 */
export function LateChargeNote({ charges }: { charges: LateCharges }) {
  const { article, daysLate, interest, penalty } = charges;
  return (
    <Typography.Paragraph type="danger" className="fenqi-late-charges" data-testid="late-charges">
      已逾期 {daysLate} 天，依分期付款契約{articleNumber(article)}另計：遲延利息 {formatMoney(interest)}
      （計至今日）{penalty > 0 ? `、違約金 ${formatMoney(penalty)}（乙方得收取）` : ''}；不含於應繳金額。
    </Typography.Paragraph>
  );
}
