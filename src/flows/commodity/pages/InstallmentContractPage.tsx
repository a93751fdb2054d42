import { WizardContractPage } from './WizardContractPage';

/** /member/commodity-loans/installmentContract: the 分期付款契約 (read, signed and agreed on the engine's contract page). */
export default function InstallmentContractPage() {
  return <WizardContractPage name="installment" />;
}
