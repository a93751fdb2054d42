import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { commodityFlowStarted } from '../commodity-flow';
import { selectMidClauseAgreement } from '../selectors';
import { failedRun, makeStepStore, renderStep, stateWith } from '../pages/step-test-kit';
import { MidClauseCard } from './MidClauseCard';

function Ticked() {
  const [checked, setChecked] = useState(false);
  return (
    <MidClauseCard checked={checked} onCheckedChange={setChecked} error={checked ? null : '請勾選同意條款'} />
  );
}

describe('MidClauseCard', () => {
  it('shows the clause with its version in a scrollable box and records the agreement when ticked', async () => {
    const { store } = renderStep(1, <Ticked />);
    expect(screen.getByText('版本 2024.06')).toBeTruthy();
    expect(screen.getByRole('region', { name: '居間條款內容' }).textContent).toContain(
      '本公司居間媒合分期付款',
    );
    expect(screen.getByText('請勾選同意條款')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('我已閱讀並同意居間條款'));
    expect(selectMidClauseAgreement(store.getState())).toEqual({
      version: '2024.06',
      agreedAt: expect.any(String),
    });
    expect(screen.queryByText('請勾選同意條款')).toBeNull();
  });

  it('offers a retry when the clause could not be loaded', async () => {
    const kit = makeStepStore(stateWith(), failedRun('服務暫停'));
    renderStep(1, <Ticked />, kit);
    expect(screen.getByText('服務暫停')).toBeTruthy();
    await userEvent.click(screen.getByText('重試'));
    expect(kit.seen).toContainEqual(commodityFlowStarted(true));
  });
});
