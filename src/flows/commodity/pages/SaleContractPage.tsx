import { FlowContractPage } from '../../../step-flow/contract/FlowContractPage';
import { commodityFlow, CONFIRM_STEP } from '../commodity-flow';

/** /member/commodity-loans/saleContract: the 買賣契約 (read, signed and agreed on the engine's contract page). */
export default function SaleContractPage() {
  return <FlowContractPage definition={commodityFlow} stepKey={CONFIRM_STEP} name="sale" />;
}
