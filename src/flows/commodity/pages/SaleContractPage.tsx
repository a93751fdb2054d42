import { ContractPage } from './ContractPage';

/** /member/commodity-loans/saleContract: the 買賣契約 (read, signed, agreed). */
export default function SaleContractPage() {
  return <ContractPage name="sale" />;
}
