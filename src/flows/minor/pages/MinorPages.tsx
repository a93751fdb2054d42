import { FlowFinishPage } from '../../../step-flow/FlowFinishPage';
import { FlowStepPage } from '../../../step-flow/FlowStepPage';
import { AgreementText } from '../components/AgreementText';
import { MinorConfirmed } from '../components/MinorConfirmed';
import { minorFlow } from '../minor-flow';

/** /member/minor-agreement?appCaseNo=…: the agreement, agreed by the guardian. */
export function MinorAgreementPage() {
  return <FlowStepPage definition={minorFlow} stepKey="agreement" Intro={AgreementText} />;
}

/** /member/minor-agreement/check: the guardians' cell phones. */
export function MinorCheckPage() {
  return <FlowStepPage definition={minorFlow} stepKey="check" />;
}

/** /member/minor-agreement/confirm: done. */
export function MinorConfirmPage() {
  return <FlowFinishPage definition={minorFlow} Body={MinorConfirmed} />;
}
