import { useSelector } from 'react-redux';
import { Navigate } from 'react-router-dom';
import { FlowContractPage } from '../../../step-flow/contract/FlowContractPage';
import { commodityFlow, COMMODITY_STEP_PATHS, CONFIRM_STEP } from '../commodity-flow';
import type { ContractName } from '../actions';
import { guardedStep } from '../components/WizardFrame';
import { useKeptStepsPending } from '../components/kept-steps-pending';
import type { WithCommodity } from '../selectors';

/**
 * A contract of step 5 on the engine's contract page, behind the wizard's rule: the application
 * kept on the device is read first (the flow's load, when the tab holds a token), and a member whose steps 1–4 are not done goes to the step to
 * do at once (not after the flow's load).
 */
export function WizardContractPage({ name }: { name: ContractName }) {
  const target = useSelector((state: WithCommodity) => guardedStep(5, state));
  const reading = useKeptStepsPending();
  if (reading) return null;
  if (target !== 5) return <Navigate to={COMMODITY_STEP_PATHS[target]} replace />;
  return <FlowContractPage definition={commodityFlow} stepKey={CONFIRM_STEP} name={name} />;
}
