import { Typography } from 'antd';
import type { MinorDetail } from '../../../api/v2/minor';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';

/** The agreement the guardian reads (above the form of the first step); none to read for an adult's case. */
export function AgreementText({ run }: FlowPartProps<MinorDetail | null>) {
  const detail = run.loaded;
  if (!detail) return null;
  return (
    <Typography>
      <Typography.Paragraph>
        本人為未成年申請人 <Typography.Text strong>{detail.applicantName}</Typography.Text>
        （案件編號 {detail.appCaseNo}）之法定代理人，已詳閱其分期申請內容，同意其申請並願負法定代理人之責任。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        依民法規定，未成年人申辦分期須經法定代理人同意。下一步請留下法定代理人的手機，我們將以簡訊與您確認。
      </Typography.Paragraph>
    </Typography>
  );
}
