import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { makeStepStore, renderStep, stateWith } from '../pages/step-test-kit';
import { referenceActions } from '../actions';
import { initialCommodityState } from '../slice';
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
    expect(store.getState().commodity.midClause).toEqual({
      version: '2024.06',
      agreedAt: expect.any(String),
    });
    expect(screen.queryByText('請勾選同意條款')).toBeNull();
  });

  it('offers a retry when the clause could not be loaded', async () => {
    const reference = { ...initialCommodityState.reference, status: 'fail' as const, message: '服務暫停' };
    const kit = makeStepStore(stateWith({ reference }));
    renderStep(1, <Ticked />, kit);
    expect(screen.getByText('服務暫停')).toBeTruthy();
    await userEvent.click(screen.getByText('重試'));
    expect(kit.payloads(referenceActions.REQUEST)).toHaveLength(1);
  });
});
