import { FlowContractPage } from '../../../step-flow/contract/FlowContractPage';
import { commodityFlow, CONFIRM_STEP } from '../commodity-flow';

/** /member/commodity-loans/installmentContract: the 分期付款契約 (read, signed and agreed on the engine's contract page). */
export default function InstallmentContractPage() {
  return <FlowContractPage definition={commodityFlow} stepKey={CONFIRM_STEP} name="installment" />;
}
