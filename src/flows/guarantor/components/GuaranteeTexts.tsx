import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { ContractTextDisclosure } from '../../../ui/contract-text/ContractTextDisclosure';
import { useContractTexts } from '../../../ui/contract-text/use-contract-texts';
import { guarantorTextsOf, type GuarantorCase, type GuarantorContext } from '../guarantor-source';
import { GuaranteeIntro } from './GuaranteeIntro';

/**
 * The guarantor page's lead: the guaranteed case, then the guarantee contract and note one tap
 * away, whichever door the link came in by (guest link or the older case number + ID number).
 */
export function GuaranteeTexts({ run }: FlowPartProps<GuarantorCase, GuarantorContext>) {
  const source = guarantorTextsOf(run.ctx);
  const texts = useContractTexts(source.key, source.load);
  return (
    <>
      <GuaranteeIntro run={run} />
      <ContractTextDisclosure documents={texts.documents} failed={texts.failed} />
    </>
  );
}
