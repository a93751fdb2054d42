import { Alert } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import { REVISION_NOTE } from '../../../forms/revision-check';
import { DraftStatus } from '../../../step-flow/DraftStatus';
import { StepFrame } from '../../../step-flow/StepFrame';
import { firstOpenStep, flowStepperItems } from '../../../step-flow/stepper-items';
import { COMMODITY_FLOW, COMMODITY_STEP_PATHS, commodityFlowStarted } from '../commodity-flow';
import type { CommodityStep } from '../model/form-data';
import { selectCommodity, selectCommodityRun, type WithCommodity } from '../selectors';
import { useKeptStepsPending } from './kept-steps-pending';
import { isDrawingHtml } from '../../../ui/taking-over';
import { usePreloadForm } from '../../../forms/use-preload-form';
import '../commodity.css';

/** A page of the wizard: the five form steps and the finish page (6). */
export type WizardStep = CommodityStep | 6;

/**
 * The step a member asking for `step` may see, by the engine's rule (no skipping by URL, back is
 * free): the first step before it not done yet, else the step; the finish page only once the
 * application was sent, else the first step left to do (step 5 when all five are done).
 */
export function guardedStep(step: WizardStep, state: WithCommodity): WizardStep {
  if (step === 6 && state.commodity.submit.data) return 6;
  const open = firstOpenStep(COMMODITY_FLOW, selectCommodityRun(state), step === 6 ? 5 : step - 1);
  if (open >= 0) return (open + 1) as CommodityStep;
  return step === 6 ? 5 : step;
}

/** Props of the frame every wizard page sits in. */
export interface WizardFrameProps {
  step: WizardStep;
  children: ReactNode;
  /** Shown at the bottom of the page card, after the content (e.g. a StepNav outside a form). */
  footer?: ReactNode;
}

/**
 * The wizard page frame: the engine's step frame with the wizard's six-step stepper (dots on
 * phones), the step's title with the draft status, and the content in a card at most 900 px wide.
 * It starts the flow's load (plans, mid clause, file categories: commodity-flow.ts) once, shows 表單內容已更新 on
 * the step the changed forms send the member to, and sends a member who may not be on
 * `step` yet to the step to do.
 */
export function WizardFrame({ step, children, footer }: WizardFrameProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { revisionNote } = useSelector(selectCommodity);
  const run = useSelector(selectCommodityRun);
  const { completed } = run;
  const target = useSelector((state: WithCommodity) => guardedStep(step, state));
  // A later step waits for the application kept on the device before the guard sends anyone back.
  const waiting = useKeptStepsPending() && step > 1;
  const submitted = useSelector((state: WithCommodity) => state.commodity.submit.data !== null);
  const items = useMemo(() => flowStepperItems(COMMODITY_FLOW, { completed }, step - 1), [completed, step]);

  // The next step's form (its code and widgets) loads while the member fills this one in.
  const steps: readonly { key: string; form?: string }[] = COMMODITY_FLOW.steps;
  usePreloadForm(steps[step]?.form);

  // The engine loads once per context: a page mounting while it is loaded (or loading) asks nothing.
  useEffect(() => {
    dispatch(commodityFlowStarted());
  }, [dispatch]);

  // The page's HTML (step 3 is prerendered, src/app/prerender/prerendered-routes.ts) is the step
  // as asked for, before anything is known of the application: the guard decides once it is.
  const asHtml = isDrawingHtml();
  if (waiting && !asHtml) return null;
  if (target !== step && !asHtml) return <Navigate to={COMMODITY_STEP_PATHS[target]} replace />;

  // Going back by the stepper is allowed before the application is sent; forward needs 下一步.
  const goBack = (index: number) => {
    const open = firstOpenStep(COMMODITY_FLOW, { completed }, index);
    if (!submitted && index < step - 1 && open < 0) navigate(COMMODITY_FLOW.steps[index].path);
  };
  const title = step === 6 ? COMMODITY_FLOW.finish.title : COMMODITY_FLOW.steps[step - 1].title;

  return (
    <StepFrame
      items={items.map((item) => ({ ...item, disabled: submitted || item.disabled }))}
      current={step - 1}
      title={title}
      aside={step !== 6 && <DraftStatus draftSave={run.draftSync} />}
      onStepClick={goBack}
      footer={footer}
    >
      {revisionNote?.step === step && (
        <Alert className="fenqi-step-alert" type="warning" showIcon title={REVISION_NOTE} />
      )}
      {children}
    </StepFrame>
  );
}
