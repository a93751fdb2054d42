import { ContractPage } from './ContractPage';

/** /member/commodity-loans/platformContract: the 平台服務契約 (read, signed, agreed). */
export default function PlatformContractPage() {
  return <ContractPage name="platform" />;
}
