import { StepNavButtons } from '../../../step-flow/StepNavButtons';
import type { CommodityStep } from '../actions';
import { COMMODITY_STEP_PATHS } from '../commodity-flow';

/** Props of the wizard's back / next buttons. */
export interface StepNavProps {
  /** The step the buttons sit on: 上一步 goes to the step before it (there is none on step 1). */
  step: CommodityStep;
  /** What 下一步 does; without it the button submits the form it sits in. */
  onNext?: () => void;
  /** The next button's text (default 下一步; step 5 says 送出申請). */
  nextText?: string;
  loading?: boolean;
  disabled?: boolean;
}

/** The engine's back / next buttons (StepNavButtons) on the wizard's step paths. */
export function StepNav({ step, ...buttons }: StepNavProps) {
  const previous = step > 1 ? COMMODITY_STEP_PATHS[(step - 1) as CommodityStep] : null;
  return <StepNavButtons backTo={previous} {...buttons} />;
}
