import { ContractPage } from './ContractPage';

/** /member/commodity-loans/installmentContract: the 分期付款契約 (read, signed, agreed). */
export default function InstallmentContractPage() {
  return <ContractPage name="installment" />;
}
