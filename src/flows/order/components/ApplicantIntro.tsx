import { Alert } from 'antd';
import { Navigate } from 'react-router-dom';
import { flowUrl } from '../../../step-flow/flow-definition';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { orderFlow, type ApplicantSource, type OrderContext, type OrderLoaded } from '../order-flow';
import { ROUTE_PATHS } from '../../../domain/route-paths';

const SOURCE_TEXT: Record<ApplicantSource, string> = {
  draft: '已帶入您上次填寫的資料，請確認內容是否仍正確。',
  profile: '已帶入您的會員資料，請補齊其餘欄位。',
  none: '請依身分證與實際狀況填寫。',
};

/** Step 2's lead: where the form's data came from, and that it is kept for the next order. */
export function ApplicantIntro({ run }: FlowPartProps<OrderLoaded, OrderContext>) {
  const loaded = run.loaded;
  if (loaded.appCaseNo) return <Navigate to={flowUrl(orderFlow, ROUTE_PATHS.orderStep3, run.ctx)} replace />;
  return (
    <Alert
      type="info"
      showIcon
      title={SOURCE_TEXT[loaded.applicantSource]}
      description="按「下一步」時，資料會暫存在您的會員帳號，下次申請可直接帶入。"
    />
  );
}
