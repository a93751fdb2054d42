import { PATHS } from '../paths';
import { offersUpdateOn } from './update-timing';

describe('when 新版本已就緒 is offered', () => {
  it('at once on a page outside a flow', () => {
    expect(offersUpdateOn(PATHS.memberHome, PATHS.memberHome.path, PATHS.memberHome.path)).toBe(true);
    expect(offersUpdateOn(PATHS.login, PATHS.login.path, PATHS.memberHome.path)).toBe(true);
  });

  it('not on the flow step where it arrived, but on the next step', () => {
    const step3 = PATHS.commodityStep3;
    const step4 = PATHS.commodityStep4;
    expect(offersUpdateOn(step3, step3.path, step3.path)).toBe(false);
    expect(offersUpdateOn(step4, step4.path, step3.path)).toBe(true);
  });

  it('not on a guest link’s form where it arrived (the guarantor may be typing)', () => {
    const guarantor = PATHS.guarantor;
    expect(offersUpdateOn(guarantor, guarantor.path, guarantor.path)).toBe(false);
    expect(offersUpdateOn(PATHS.guarantorFinish, PATHS.guarantorFinish.path, guarantor.path)).toBe(true);
  });
});
