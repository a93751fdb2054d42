import { Result } from 'antd';
import dayjs from 'dayjs';
import type { VehicleLoanSigning } from '../../../api/v2/vehicle-loans';
import { FormAnswersView } from '../../../forms/FormAnswersView';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';

/** The vehicle flow's one step (vehicle-flow.ts): its form holds what was just sent. */
const SIGN_STEP = 'sign';

/** The signer's finish: when the note was signed, for which loan, and the form's other answers. */
export function VehicleFinish({ run }: FlowPartProps<VehicleLoanSigning>) {
  const signing = run.loaded;
  const signedAt = (run.result as { signedAt?: string } | null)?.signedAt ?? signing.signedAt;
  const when = signedAt ? dayjs(signedAt).format('YYYY/MM/DD HH:mm') : '';
  return (
    <Result
      status="success"
      title={run.finished ? '簽署完成' : '此車貸已完成簽署'}
      subTitle={`車貸編號 ${signing.vlInfo.vlNo}${when ? `，於 ${when} 簽署` : ''}。感謝您的配合，專員將與您聯繫後續撥款事宜。`}
      extra={
        <FormAnswersView
          form="vehicleLoanSignature"
          data={run.finished ? run.forms[SIGN_STEP] : signing.answers}
        />
      }
    />
  );
}
