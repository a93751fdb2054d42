import { WizardContractPage } from './WizardContractPage';

/** /member/commodity-loans/saleContract: the 買賣契約 (read, signed and agreed on the engine's contract page). */
export default function SaleContractPage() {
  return <WizardContractPage name="sale" />;
}
