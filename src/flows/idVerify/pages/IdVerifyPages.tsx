import { FlowFinishPage } from '../../../step-flow/FlowFinishPage';
import { FlowStepPage } from '../../../step-flow/FlowStepPage';
import { ConfirmIntro } from '../components/ConfirmIntro';
import { CaseIntro } from '../components/CaseIntro';
import { IdVerifyFinish } from '../components/IdVerifyFinish';
import { idVerifyFlow } from '../id-verify-flow';

/** /member/idVerify/step1: the applicant's name and payout account. */
export function IdVerifyStep1Page() {
  return <FlowStepPage definition={idVerifyFlow} stepKey="applicant" Intro={CaseIntro} />;
}

/** /member/idVerify/step2: the selfie. */
export function IdVerifyStep2Page() {
  return <FlowStepPage definition={idVerifyFlow} stepKey="photos" />;
}

/** /member/idVerify/confirm: the recap, the contract and note one tap away, the two signatures, 送出對保. */
export function IdVerifyConfirmPage() {
  return <FlowStepPage definition={idVerifyFlow} stepKey="signatures" Intro={ConfirmIntro} />;
}

/** /member/idVerify/finish. */
export function IdVerifyFinishPage() {
  return <FlowFinishPage definition={idVerifyFlow} Body={IdVerifyFinish} />;
}
