import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { ContractTextDisclosure } from '../../../ui/contract-text/ContractTextDisclosure';
import { useContractTexts } from '../../../ui/contract-text/use-contract-texts';
import { vehicleTextsOf, type VehicleContext } from '../vehicle-flow';

/** The signing page's lead: the provider note the signature signs, with the loan's figures, one tap away. */
export function VehicleNoteText({ run }: FlowPartProps<unknown, VehicleContext>) {
  const source = vehicleTextsOf(run.ctx);
  const texts = useContractTexts(source.key, source.load);
  return <ContractTextDisclosure documents={texts.documents} failed={texts.failed} />;
}
