import { RightOutlined } from '@ant-design/icons';
import { Alert, Card, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { MemberHomeOverview } from '../member-home-data';
import { orderDetailPath } from '../../../domain/route-paths';
import { LinkButton } from '../../../ui/LinkButton';
import type { CallState } from '../slice';
import { ROUTE_PATHS } from '../../../domain/route-paths';

/** Statuses waiting on the member (they also appear as tasks above); after 對保 nothing does. */
const ACTION_STATUSES = ['approved', 'supplement'];

/** The member home's open cases: each with its status in words, linking to its detail. */
export function OpenCasesCard({ call, overview }: { call: CallState; overview: MemberHomeOverview | null }) {
  let body;
  if (call.status === 'fail') {
    body = <Alert type="error" showIcon title={call.message} />;
  } else if (!overview) {
    body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  } else if (overview.openCases.length === 0) {
    body = (
      <>
        <Typography.Paragraph>目前沒有進行中的案件。</Typography.Paragraph>
        <LinkButton to={ROUTE_PATHS.commodityStep1} type="primary">
          立即申辦分期
        </LinkButton>
      </>
    );
  } else {
    body = (
      <>
        <ul className="fenqi-home-cases">
          {overview.openCases.map((item) => (
            <li key={item.id}>
              <Link to={orderDetailPath(item.id)} className="fenqi-home-case" data-testid="home-case">
                <span className="fenqi-home-case-text">
                  <span className="fenqi-home-case-product">
                    {item.productName}
                    {item.productModelNo && `・${item.productModelNo}`}
                  </span>
                  <span className="fenqi-home-case-no">{item.caseNo}</span>
                </span>
                <Tag
                  color={ACTION_STATUSES.includes(item.status) ? 'orange' : 'processing'}
                  data-testid={item.caseNo === overview.latestCase?.caseNo ? 'latest-case-status' : undefined}
                >
                  {item.statusLabel}
                </Tag>
                <RightOutlined aria-hidden className="fenqi-home-case-arrow" />
              </Link>
            </li>
          ))}
        </ul>
        <LinkButton to={ROUTE_PATHS.orderList}>查看全部訂單</LinkButton>
      </>
    );
  }
  const count = overview ? `（${overview.openCases.length}）` : '';
  return (
    <Card title={`進行中的案件${count}`} size="small" className="fenqi-home-card">
      {body}
    </Card>
  );
}
