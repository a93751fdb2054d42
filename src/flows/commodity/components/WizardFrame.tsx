import { Alert } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  selectCommodity,
  selectFirstIncompleteStep,
  selectStepperItems,
  type WithCommodity,
} from '../selectors';
import { referenceActions, type CommodityStep } from '../actions';
import type { CommodityState } from '../slice';
import { allowedStep, STEP_TITLES, type StepperItem } from '../stepper-state';
import { REVISION_NOTE } from '../../../forms/revision-check';
import { DraftStatus } from '../../../step-flow/DraftStatus';
import { StepFrame } from '../../../step-flow/StepFrame';
import '../commodity.css';

/** A page of the wizard: the five form steps and the finish page (6). */
export type WizardStep = CommodityStep | 6;

/**
 * The wizard's routes by step. They mirror src/app/paths.ts (commodityStep1…5, commodityFinish),
 * which a flow may not import (layer rule).
 */
export const COMMODITY_STEP_PATHS: Record<WizardStep, string> = {
  1: '/member/commodity-loans/step1',
  2: '/member/commodity-loans/step2',
  3: '/member/commodity-loans/step3',
  4: '/member/commodity-loans/step4',
  5: '/member/commodity-loans/step5',
  6: '/member/commodity-loans/finish',
};

/**
 * The step a member asking for `step` may see: steps 1–5 by allowedStep (no skipping by URL,
 * back is free); the finish page only once the application was sent, else the first step left
 * to do (step 5 when all five are complete).
 */
export function guardedStep(step: WizardStep, state: WithCommodity): WizardStep {
  const commodity: CommodityState = state.commodity;
  if (step !== 6) return allowedStep(step, commodity.completed);
  if (commodity.submit.data) return 6;
  const first = selectFirstIncompleteStep(state);
  return first === 6 ? 5 : first;
}

function stepStatus(item: StepperItem): 'process' | 'finish' | 'wait' {
  if (item.active) return 'process';
  return item.complete ? 'finish' : 'wait';
}

/** Props of the frame every wizard page sits in. */
export interface WizardFrameProps {
  step: WizardStep;
  children: ReactNode;
  /** Shown at the bottom of the page card, after the content (e.g. a StepNav outside a form). */
  footer?: ReactNode;
}

/**
 * The wizard page frame: the six-step stepper (dots on phones), the step's title with the draft
 * status, and the content in a card at most 900 px wide. It loads the reference data (plans, file
 * categories, mid clause) once, shows 表單內容已更新 on the step the changed forms send the member
 * to (issue 30), and sends a member who may not be on `step` yet to the step to do.
 */
export function WizardFrame({ step, children, footer }: WizardFrameProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { reference, completed, draftSave, revisionNote } = useSelector(selectCommodity);
  const target = useSelector((state: WithCommodity) => guardedStep(step, state));
  const submitted = useSelector((state: WithCommodity) => state.commodity.submit.data !== null);
  const items = useSelector((state: WithCommodity) => selectStepperItems(state, step));

  useEffect(() => {
    if (reference.status === 'none' && !reference.pending) dispatch(referenceActions.request());
  }, [dispatch, reference.status, reference.pending]);

  if (target !== step) return <Navigate to={COMMODITY_STEP_PATHS[target]} replace />;

  // Going back by the stepper is allowed before the application is sent; forward needs 下一步.
  const goBack = (index: number) => {
    const wanted = (index + 1) as WizardStep;
    if (!submitted && wanted < step && wanted !== 6 && allowedStep(wanted, completed) === wanted) {
      navigate(COMMODITY_STEP_PATHS[wanted]);
    }
  };

  return (
    <StepFrame
      items={items.map((item) => ({
        title: item.title,
        status: stepStatus(item),
        disabled: submitted || item.step >= step,
      }))}
      current={step - 1}
      title={STEP_TITLES[step - 1]}
      aside={step !== 6 && <DraftStatus draftSave={draftSave} />}
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
