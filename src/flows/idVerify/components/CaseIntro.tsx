import { Alert } from 'antd';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import type { IdVerifyContext } from '../id-verify-flow';

/** Step 1's lead: which case is being verified and what to check. */
export function CaseIntro({ run }: FlowPartProps<unknown, IdVerifyContext>) {
  const { caseNo } = run.ctx;
  return (
    <Alert
      type="info"
      showIcon
      title={caseNo ? `案件編號 ${caseNo}` : '對保'}
      description="請核對申請人姓名與撥款帳戶；帳戶資料如有變更，請直接修改後繼續。"
    />
  );
}
