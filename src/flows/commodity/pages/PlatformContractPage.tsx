import { FlowContractPage } from '../../../step-flow/contract/FlowContractPage';
import { commodityFlow, CONFIRM_STEP } from '../commodity-flow';

/** /member/commodity-loans/platformContract: the 平台服務契約 (read, signed and agreed on the engine's contract page). */
export default function PlatformContractPage() {
  return <FlowContractPage definition={commodityFlow} stepKey={CONFIRM_STEP} name="platform" />;
}
