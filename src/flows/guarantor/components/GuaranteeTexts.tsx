import { fetchGuarantorContractTexts } from '../../../api/v2/contract-texts';
import type { FlowPartProps } from '../../../step-flow/FlowStepPage';
import { ContractTextDisclosure } from '../../../ui/contract-text/ContractTextDisclosure';
import { useContractTexts } from '../../../ui/contract-text/use-contract-texts';
import type { GuarantorContext } from '../guarantor-source';
import { GuaranteeIntro } from './GuaranteeIntro';

/** The guest link's texts (the older flow's link reaches no texts route and shows the case alone). */
function GuestTexts({ id, idCardNo }: { id: string; idCardNo?: string }) {
  const texts = useContractTexts(`guarantor:${id}`, () => fetchGuarantorContractTexts(id, idCardNo));
  return <ContractTextDisclosure documents={texts.documents} failed={texts.failed} />;
}

/** The guarantor page's lead: the guaranteed case, then the guarantee contract and note one tap away. */
export function GuaranteeTexts({ run }: FlowPartProps) {
  const ctx = run.ctx as GuarantorContext;
  return (
    <>
      <GuaranteeIntro run={run} />
      {ctx.kind === 'guest' && <GuestTexts id={ctx.id} idCardNo={ctx.idCardNo} />}
    </>
  );
}
