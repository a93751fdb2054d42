import { Alert, Card, Skeleton, Typography } from 'antd';
import { AUTH_PATHS } from '../auth-paths';
import { LinkButton } from './LinkButton';
import type { CallState, MemberHomeSummary } from '../slice';

/** The member home's summary of open cases: how many, and where the latest one stands. */
export function OpenCasesCard({ call, summary }: { call: CallState; summary: MemberHomeSummary | null }) {
  let body;
  if (call.status === 'fail') {
    body = <Alert type="error" showIcon title={call.message} />;
  } else if (!summary) {
    body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  } else if (summary.openCaseCount === 0 || !summary.latestCase) {
    body = (
      <>
        <Typography.Paragraph>目前沒有進行中的案件。</Typography.Paragraph>
        <LinkButton to={AUTH_PATHS.apply} type="primary">
          立即申辦分期
        </LinkButton>
      </>
    );
  } else {
    const latest = summary.latestCase;
    body = (
      <>
        <Typography.Paragraph>
          進行中的案件共 <Typography.Text strong>{summary.openCaseCount}</Typography.Text> 件。
        </Typography.Paragraph>
        <Typography.Paragraph>
          最新案件 {latest.caseNo}（{latest.productName}）：
          <Typography.Text strong data-testid="latest-case-status">
            {latest.statusLabel}
          </Typography.Text>
        </Typography.Paragraph>
        <LinkButton to={AUTH_PATHS.orders}>查看我的訂單</LinkButton>
      </>
    );
  }
  return (
    <Card title="我的案件" size="small">
      {body}
    </Card>
  );
}
