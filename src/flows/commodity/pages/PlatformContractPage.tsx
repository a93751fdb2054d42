import { WizardContractPage } from './WizardContractPage';

/** /member/commodity-loans/platformContract: the 平台服務契約 (read, signed and agreed on the engine's contract page). */
export default function PlatformContractPage() {
  return <WizardContractPage name="platform" />;
}
