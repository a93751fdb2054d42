import type { CommodityStep } from './actions';

/** The six steps of the application stepper (spec §2), in order. */
export const STEP_TITLES = ['身分驗證', '選擇方案', '填寫資料', '商品資料', '確認訂單', '完成申請'] as const;

/** One step of the stepper as spec §4 describes it. */
export interface StepperItem {
  /** 1–6. */
  step: number;
  title: string;
  /** The step's form validated and was saved (step 6: the application was sent). */
  complete: boolean;
  /** The line to the next step is drawn (every step but the last). */
  showLine: boolean;
  /** The step the member is on. */
  active: boolean;
}

/** The stepper's six items for the page of `current` (1–6), given the completed steps. */
export function stepperItems(current: number, completed: readonly number[]): StepperItem[] {
  return STEP_TITLES.map((title, index) => {
    const step = index + 1;
    return {
      step,
      title,
      complete: completed.includes(step),
      showLine: step < STEP_TITLES.length,
      active: step === current,
    };
  });
}

/**
 * Where a member asking for `wanted` may go: the wanted step when every step before it is
 * complete (going back is always allowed), else the first incomplete step before it. A step
 * cannot be skipped by typing its URL.
 */
export function allowedStep(wanted: CommodityStep, completed: readonly number[]): CommodityStep {
  for (let step = 1; step < wanted; step += 1) {
    if (!completed.includes(step)) return step as CommodityStep;
  }
  return wanted;
}
