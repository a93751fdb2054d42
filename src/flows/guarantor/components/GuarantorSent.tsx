import { Result } from 'antd';
import { FormAnswersView } from '../../../forms/FormAnswersView';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import type { GuarantorCase } from '../guarantor-source';

/** The guarantor flow's one step (guarantor-flow.ts): its form holds what was just sent. */
const GUARANTOR_STEP = 'guarantor';

/** The guarantor's finish: sent now, or sent before (the link opened again). */
export function GuarantorSent({ run }: FlowPartProps<GuarantorCase>) {
  const guaranteed = run.loaded;
  return (
    <Result
      status="success"
      title={run.finished ? '保證人資料已送出' : '您已送出保證人資料'}
      subTitle={`${guaranteed.caseNo ? `案件 ${guaranteed.caseNo} ` : ''}的保證人資料與簽名已收到，感謝您的協助。審核結果將由專員通知申請人。`}
      extra={
        <FormAnswersView
          form="guarantor"
          data={run.finished ? run.forms[GUARANTOR_STEP] : guaranteed.answers}
        />
      }
    />
  );
}
