import { render, screen } from '@testing-library/react';
import type { LoadedRun } from '../../../step-flow/slice';
import type { GuarantorCase } from '../guarantor-source';
import { GuaranteeIntro } from './GuaranteeIntro';

const guaranteed: GuarantorCase = {
  info: {} as GuarantorCase['info'],
  caseNo: 'FQ20261120000001',
  applicantName: '王○明',
  plan: { productName: '手機', amount: 36900, installment: 12, monthlyPayment: 3277, serviceFee: 738 },
  sent: false,
  files: { extraFiles: [] },
};
const runOf = (loaded: GuarantorCase) => ({ loaded }) as LoadedRun<GuarantorCase>;

describe('GuaranteeIntro', () => {
  it('shows the first period beside 每期: its amount and the service fee in it', () => {
    render(<GuaranteeIntro run={runOf(guaranteed)} />);
    expect(screen.getByText('12 期 / NT$ 3,277')).toBeTruthy();
    expect(screen.getByText('NT$ 4,015（含手續費 NT$ 738）').closest('tr')?.textContent).toBe(
      '首期NT$ 4,015（含手續費 NT$ 738）',
    );
  });

  it('has no first-period row when the reply names no fee', () => {
    const { plan } = guaranteed;
    render(
      <GuaranteeIntro run={runOf({ ...guaranteed, plan: plan && { ...plan, serviceFee: undefined } })} />,
    );
    expect(screen.queryByText('首期')).toBeNull();
  });
});
