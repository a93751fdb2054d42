import { flowStepperItems } from '../../step-flow/stepper-items';
import { idleFlow } from '../../step-flow/slice';
import { COMMODITY, COMMODITY_FLOW } from './commodity-flow';
import { guardedStep, type WizardStep } from './components/WizardFrame';
import type { CommodityStep } from './model/form-data';
import { initialCommodityState } from './slice';

/* The wizard's stepper and "no skipping" as the engine draws and keeps them (was stepper-state). */

const keys = (completed: CommodityStep[]) => ({
  completed: completed.map((n) => COMMODITY_FLOW.steps[n - 1].key),
});
const stateWith = (completed: CommodityStep[], sent = false) => ({
  commodity: {
    ...initialCommodityState,
    submit: {
      ...initialCommodityState.submit,
      data: sent ? { caseNo: 'C1', caseId: 1, isEmailVerified: true } : null,
    },
  },
  stepFlows: { [COMMODITY]: { ...idleFlow, ...keys(completed) } },
});
const guarded = (step: WizardStep, completed: CommodityStep[]) => guardedStep(step, stateWith(completed));

describe('the application stepper', () => {
  it('has the six steps of spec §2 with step 1 current first and nothing done', () => {
    const items = flowStepperItems(COMMODITY_FLOW, keys([]), 0);
    expect(items.map((i) => i.title)).toEqual([
      '身分驗證',
      '選擇方案',
      '填寫資料',
      '商品資料',
      '確認訂單',
      '完成申請',
    ]);
    expect(items.map((i) => i.status)).toEqual(['process', 'wait', 'wait', 'wait', 'wait', 'wait']);
  });

  it('marks the completed steps and the current one', () => {
    const items = flowStepperItems(COMMODITY_FLOW, keys([1, 2]), 2);
    expect(items.map((i) => i.status)).toEqual(['finish', 'finish', 'process', 'wait', 'wait', 'wait']);
  });
});

describe('which step a URL may open', () => {
  it('sends step 4 to step 2 while step 2 is incomplete', () => {
    expect(guarded(4, [1])).toBe(2);
  });

  it('opens the step when every step before it is complete, and always allows going back', () => {
    expect(guarded(4, [1, 2, 3])).toBe(4);
    expect(guarded(2, [1, 2, 3])).toBe(2);
    expect(guarded(1, [])).toBe(1);
  });

  it('sends any step to step 1 before identity is verified', () => {
    expect(guarded(5, [])).toBe(1);
  });

  it('opens the finish page only once sent: before, the first step left (step 5 when all are done)', () => {
    expect(guarded(6, [1, 2])).toBe(3);
    expect(guarded(6, [1, 2, 3, 4, 5])).toBe(5);
    expect(guardedStep(6, stateWith([1, 2, 3, 4, 5], true))).toBe(6);
  });
});
