import { render, screen } from '@testing-library/react';
import { QuoteCard } from './QuoteCard';

const quote = {
  installment: 12,
  amount: 36900,
  applyAmount: 36900,
  monthlyPayment: 3277,
  serviceFee: 738,
  totalPayment: 40062,
};

describe('QuoteCard', () => {
  it('shows the first period beside 每月應繳: the service fee is billed with it', () => {
    render(<QuoteCard quote={quote} pending={false} error={null} ready onRetry={() => {}} />);
    expect(screen.getByText('每月應繳').nextElementSibling?.textContent).toBe('3,277 元');
    expect(screen.getByText('首期應繳').nextElementSibling?.textContent).toBe('4,015 元（含手續費）');
  });

  it('has no first-period row without a fee', () => {
    render(
      <QuoteCard quote={{ ...quote, serviceFee: 0 }} pending={false} error={null} ready onRetry={() => {}} />,
    );
    expect(screen.queryByText('首期應繳')).toBeNull();
  });
});
