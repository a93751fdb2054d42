import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { InterestPlan } from '../../../api/v2/interest-plans';
import { PlanCards } from './PlanCards';

const plan = (id: number, name: string) =>
  ({
    id,
    name,
    description: '',
    minAmount: 1000,
    maxAmount: 9000,
    interestRates: [],
  }) as unknown as InterestPlan;
const PLANS = [plan(1, '手機方案'), plan(2, '筆電方案'), plan(3, '學生方案')];

function Chooser() {
  const [value, setValue] = useState<number>();
  return <PlanCards plans={PLANS} value={value} onChange={setValue} />;
}

describe('PlanCards', () => {
  it('is one Tab stop whose arrow keys move along the plans and choose them, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    const cards = screen.getAllByRole('radio');
    expect(cards.map((card) => card.tabIndex)).toEqual([0, -1, -1]);

    await user.tab();
    expect(document.activeElement).toBe(cards[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cards[1]);
    expect(cards[1].getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(cards[2]);
    expect(cards.map((card) => card.tabIndex)).toEqual([-1, -1, 0]);
    await user.keyboard('{ArrowRight}');
    expect(cards[0].getAttribute('aria-checked')).toBe('true');
  });
});
