import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { ContractTextDisclosure } from '../../../ui/contract-text/ContractTextDisclosure';
import { useContractTexts } from '../../../ui/contract-text/use-contract-texts';
import { idVerifyTextsOf, type IdVerifyContext } from '../id-verify-flow';
import { ApplicantSummary } from './ApplicantSummary';

/** What the confirm step's consent (分期付款契約及本票) agrees to: these two texts, with the case's figures. */
const AGREED = ['installment', 'promissory-note'] as const;

/** The confirm step's lead: the payout account recap, then the contract and note one tap away. */
export function ConfirmIntro({ run }: FlowPartProps<unknown, IdVerifyContext>) {
  const source = idVerifyTextsOf(run.ctx);
  const texts = useContractTexts(source.key, source.load, AGREED);
  return (
    <>
      <ApplicantSummary run={run} />
      <ContractTextDisclosure documents={texts.documents} failed={texts.failed} />
    </>
  );
}
