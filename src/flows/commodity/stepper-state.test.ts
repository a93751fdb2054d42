import { allowedStep, stepperItems } from './stepper-state';

describe('the application stepper', () => {
  it('has six steps with step 1 active first, nothing complete, a line after all but the last', () => {
    const items = stepperItems(1, []);
    expect(items.map((i) => i.title)).toEqual([
      '身分驗證',
      '選擇方案',
      '填寫資料',
      '商品資料',
      '確認訂單',
      '完成申請',
    ]);
    expect(items.filter((i) => i.active).map((i) => i.step)).toEqual([1]);
    expect(items.some((i) => i.complete)).toBe(false);
    expect(items.map((i) => i.showLine)).toEqual([true, true, true, true, true, false]);
  });

  it('marks the completed steps and the current one', () => {
    const items = stepperItems(3, [1, 2]);
    expect(items.filter((i) => i.complete).map((i) => i.step)).toEqual([1, 2]);
    expect(items.find((i) => i.active)?.step).toBe(3);
  });
});

describe('which step a URL may open', () => {
  it('sends step 4 to step 2 while step 2 is incomplete', () => {
    expect(allowedStep(4, [1])).toBe(2);
  });

  it('opens the step when every step before it is complete, and always allows going back', () => {
    expect(allowedStep(4, [1, 2, 3])).toBe(4);
    expect(allowedStep(2, [1, 2, 3])).toBe(2);
    expect(allowedStep(1, [])).toBe(1);
  });

  it('sends any step to step 1 before identity is verified', () => {
    expect(allowedStep(5, [])).toBe(1);
  });
});
