import { FlowFinishPage } from '../../../step-flow/FlowFinishPage';
import { FlowStepPage } from '../../../step-flow/FlowStepPage';
import { GuaranteeTexts } from '../components/GuaranteeTexts';
import { GuarantorSent } from '../components/GuarantorSent';
import { guarantorFlow } from '../guarantor-flow';

/** /member/guarantor?signPath=… (or ?id=&idCardNo=, or the older ?appCaseNo=&id=). */
export function GuarantorPage() {
  return <FlowStepPage definition={guarantorFlow} stepKey="guarantor" Intro={GuaranteeTexts} />;
}

/** /member/guarantor/finish. */
export function GuarantorFinishPage() {
  return <FlowFinishPage definition={guarantorFlow} Body={GuarantorSent} />;
}
