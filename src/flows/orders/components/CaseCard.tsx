import { RightOutlined } from '@ant-design/icons';
import { Card, Progress, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { CaseView } from '../../../api/v2/types/common';
import { firstPeriodNote } from '../../../ui/first-period';
import { formatDay, formatMoney } from '../display-format';
import { orderDetailPath } from '../../../domain/route-paths';
import type { DetailLinkState } from '../detail-link-state';
import { statusWordsOf } from '../status-words';
import { StatusTag } from './StatusTag';

/** Statuses whose repayment has begun, so the paid periods mean something. */
const PAYING = ['signed', 'repaying', 'completed'];

/** One case in the order list: what, how much, where it stands; the whole card opens its detail. */
export function CaseCard({ item }: { item: CaseView }) {
  const words = statusWordsOf(item);
  const firstPeriod = firstPeriodNote(item.monthlyPayment, item.serviceFee);
  const product = item.productModelNo ? `${item.productName}・${item.productModelNo}` : item.productName;
  return (
    <Link
      to={orderDetailPath(item.id)}
      state={{ fromList: true } satisfies DetailLinkState}
      // No aria-label: the link is named by what the card shows (a label of its own would hide
      // the visible words from voice control, WCAG 2.5.3).
      className="fenqi-case-link"
    >
      <Card
        size="small"
        hoverable
        className="fenqi-case-card"
        data-testid="case-card"
        data-case-no={item.caseNo}
      >
        <div className="fenqi-case-head">
          <Typography.Text strong className="fenqi-case-product">
            {product}
          </Typography.Text>
          <StatusTag item={item} />
        </div>
        <Typography.Paragraph className="fenqi-case-words">{words.sentence}</Typography.Paragraph>
        <dl className="fenqi-case-facts">
          <div>
            <dt>申請金額</dt>
            <dd>{formatMoney(item.amount)}</dd>
          </div>
          <div>
            <dt>期數</dt>
            <dd>
              {item.installment} 期・每期 {formatMoney(item.monthlyPayment)}
              {firstPeriod && <span className="fenqi-first-period">{firstPeriod}</span>}
            </dd>
          </div>
          <div>
            <dt>申請日期</dt>
            <dd>{formatDay(item.createdAt)}</dd>
          </div>
        </dl>
        {PAYING.includes(item.status) && (
          <Progress
            percent={Math.round((item.appPayPeriods / Math.max(1, item.appPeriods)) * 100)}
            format={() => `${item.appPayPeriods}/${item.appPeriods} 期`}
            size="small"
            aria-label={`已繳 ${item.appPayPeriods}/${item.appPeriods} 期`}
          />
        )}
        <div className="fenqi-case-foot">
          <Typography.Text type="secondary">案件編號 {item.caseNo}</Typography.Text>
          <span className="fenqi-case-more">
            查看明細 <RightOutlined aria-hidden />
          </span>
        </div>
      </Card>
    </Link>
  );
}
