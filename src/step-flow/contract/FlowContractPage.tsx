import { useMemo, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { signatureFile } from '../../ui/signature-pad/signature-file';
import { erased, flowPaths, flowUrl, stepOf, type FlowDefinition } from '../flow-definition';
import { FlowGate } from '../FlowGate';
import { LeaveGuard } from '../LeaveGuard';
import { flowFormChanged, selectFlow, type FlowRunState, type WithStepFlows } from '../slice';
import { useStepRoute } from '../use-step-entry';
import { ContractDocumentView } from './ContractDocumentView';
import { agreedReturnState } from './agreed-return';
import { ContractSigning } from './ContractSigning';
import { signatureSlotsOf } from './flow-contract';
import { agreementsOf, contractNamed, withAgreement } from './step-contracts';

/** Props of a contract's page: the flow, its contract step and the contract's name. */
export interface FlowContractPageProps<Ctx, Loaded> {
  definition: FlowDefinition<Ctx, Loaded>;
  stepKey: string;
  name: string;
}

/** The page once the flow loaded, its definition held as the engine holds every flow. */
interface FlowContractBodyProps {
  definition: FlowDefinition;
  stepKey: string;
  name: string;
  run: FlowRunState;
}

function FlowContractBody({ definition, stepKey, name, run }: FlowContractBodyProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const store = useStore<WithStepFlows>();
  const { step, index } = stepOf(definition, stepKey);
  if (!step.contracts) throw new Error(`Step "${stepKey}" of flow "${definition.name}" has no contracts`);
  const contracts = step.contracts;
  const contract = contractNamed(contracts.list, name);
  const { ctx, loaded, forms } = run;
  const formContext = useMemo(
    () => definition.formContext?.(ctx, loaded, dispatch),
    [definition, ctx, loaded, dispatch],
  );
  // The date a contract states is the day its page was opened, kept while it is open.
  const [today] = useState(() => new Date());
  const documents = useMemo(
    () => contracts.documentsOf(name, { ctx, loaded, forms }, today),
    [contracts, name, ctx, loaded, forms, today],
  );
  const route = useStepRoute(definition, run, index);
  if (route.kind === 'wait') return null;
  if (route.kind === 'goTo') return <Navigate to={route.to} replace />;

  const upload = formContext?.uploadFile;
  if (!upload) throw new Error(`Flow "${definition.name}" has no uploader for its contracts' signatures`);
  const filesNow = () => selectFlow(store.getState(), definition.name).files;
  const backToStep = () => navigate(flowUrl(definition, step.path, ctx));
  const sign = async (slot: number, png: string) => {
    const { category } = contract.signatures[slot];
    // The flow's uploader reports the stored file (flowFileStored) before it answers.
    await upload(signatureFile(png, category.name), category, () => undefined);
    return signatureSlotsOf(filesNow(), contract).map((signed) => signed.signed);
  };
  const agree = () => {
    const data = selectFlow(store.getState(), definition.name).forms[stepKey];
    dispatch(flowFormChanged(definition.name, stepKey, withAgreement(data, name, new Date().toISOString())));
    // The step brings the member to the next contract, not to its top (use-next-after-agreement.ts).
    navigate(flowUrl(definition, step.path, ctx), { state: agreedReturnState(name) });
  };

  return (
    <>
      {/* An agreement a flow keeps no draft of is lost by leaving it: asked first (a local or server draft keeps it). */}
      <LeaveGuard
        active={definition.draft === 'none' && run.dirty.includes(stepKey)}
        freePaths={flowPaths(definition)}
        onUnload
      />
      <ContractSigning
        title={contract.title}
        slots={signatureSlotsOf(run.files, contract)}
        agreedAt={agreementsOf(forms[stepKey])[name] ?? null}
        signerName={contracts.signerName?.({ ctx, loaded, forms })}
        backText={contracts.backText ?? '返回'}
        onBack={backToStep}
        sign={sign}
        onAgree={agree}
      >
        {documents.map((document) => (
          <ContractDocumentView key={document.title} document={document} />
        ))}
      </ContractSigning>
    </>
  );
}

/**
 * A contract of a flow's contract step (the engine's contract page): the gate (link, loading,
 * failure), no opening before the earlier steps are done, the contract's documents filled with the
 * flow's figures, its signatures (each uploaded as its slot's category into the flow's files), and
 * 同意 recorded in the step's data, then back to the step.
 */
export function FlowContractPage<Ctx, Loaded>({ definition, ...props }: FlowContractPageProps<Ctx, Loaded>) {
  return (
    <FlowGate definition={definition}>
      {(run) => <FlowContractBody definition={erased(definition)} {...props} run={run} />}
    </FlowGate>
  );
}
