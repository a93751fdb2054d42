import { act, screen, waitFor } from '@testing-library/react';
import { selectWizardForms } from '../selectors';
import userEvent from '@testing-library/user-event';
import { fetchCareerTypes, quoteInstallmentPayment, type CareerType } from '../../../api/v2/interest-plans';
import type { PlanForm } from '../model/form-data';
import { formChanged } from '../actions';
import Step2PlanPage from './Step2PlanPage';
import { makeStepStore, renderStep, sentSteps, stateWith } from './step-test-kit';
import { openOptions, shownOptions } from '../../../../tests/support/choose-option';

// The quote is the server's (use-quote.test.tsx); here the page's call is watched and answered.
jest.mock('../../../api/v2/interest-plans', () => ({
  ...jest.requireActual('../../../api/v2/interest-plans'),
  quoteInstallmentPayment: jest.fn(),
  fetchCareerTypes: jest.fn(),
}));
const careerCall = jest.mocked(fetchCareerTypes);
const quoteCall = jest.mocked(quoteInstallmentPayment);
beforeEach(() => quoteCall.mockReset());
const quoted = () => quoteCall.mock.calls.map(([planId, rateId, body]) => ({ planId, rateId, ...body }));

const CAREERS: CareerType[] = [
  { id: 1, name: '一般上班族', restrictedInstallment: false },
  { id: 2, name: '學生', restrictedInstallment: true },
];

function renderPlan(plan: PlanForm) {
  careerCall.mockResolvedValue(CAREERS);
  const kit = makeStepStore(stateWith({ completed: [1] }));
  kit.store.dispatch(formChanged('plan', plan));
  return renderStep(2, <Step2PlanPage />, kit);
}

/** Opens the installment select once it has loaded its options. */
async function openInstallments() {
  await waitFor(() => {
    const input = document.getElementById('root_interestRateId') as HTMLInputElement | null;
    expect(input?.disabled).toBe(false);
  });
  await openOptions(userEvent.setup(), document.getElementById('root_interestRateId')!);
}

/** The options the installment select lists. */
const installmentChoices = () => shownOptions(document.getElementById('root_interestRateId')!);

const nextButton = () => screen.getByText('下一步').closest('button') as HTMLButtonElement;

describe('Step2PlanPage', () => {
  it('offers the 36th period only to a restricted career', async () => {
    const { store } = renderPlan({ interestPlanId: 3, careerTypeId: 1 });
    expect(await screen.findByText('第 36 期僅限學生、軍警消及醫護人員申辦')).toBeTruthy();
    await openInstallments();
    await waitFor(() => expect(installmentChoices()).toEqual(['12 期（月利率 0.99%）']));
    await userEvent.keyboard('{Escape}');

    act(() => {
      store.dispatch(formChanged('plan', { ...selectWizardForms(store.getState()).plan, careerTypeId: 2 }));
    });
    await openInstallments();
    await waitFor(() =>
      expect(installmentChoices()).toEqual(['12 期（月利率 0.99%）', '36 期（月利率 1.25%）']),
    );
  });

  it('quotes the chosen amount and installment, shows the payment and keeps it in the form', async () => {
    const { store, payloads } = renderPlan({
      interestPlanId: 1,
      careerTypeId: 1,
      interestRateId: 12,
      amount: 12000,
    });
    // The rate's installment count is filled from the plan once the form reports its data.
    act(() => {
      store.dispatch(formChanged('plan', { ...selectWizardForms(store.getState()).plan, installment: 12 }));
    });
    let answer: (payment: Awaited<ReturnType<typeof quoteInstallmentPayment>>) => void = () => undefined;
    quoteCall.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await waitFor(
      () => expect(quoted()).toEqual([{ planId: 1, rateId: 12, installment: 12, amount: 12000 }]),
      {
        timeout: 3000,
      },
    );
    act(() =>
      answer({ installment: 12, amount: 12000, monthlyPayment: 1000, serviceFee: 300, totalPayment: 12300 }),
    );
    expect(await screen.findByText('1,000 元')).toBeTruthy();
    expect(screen.getByText('12,300 元')).toBeTruthy();
    expect(selectWizardForms(store.getState()).plan).toMatchObject({ monthlyPayment: 1000, serviceFee: 300 });

    await userEvent.click(nextButton());
    expect(sentSteps(payloads)).toEqual([2]);
  });

  it("shows the plan's amount bounds at the amount and asks no quote outside them", async () => {
    renderPlan({
      interestPlanId: 1,
      careerTypeId: 1,
      interestRateId: 12,
      installment: 12,
      amount: 100,
    });
    expect(await screen.findByText('無法試算：申請金額需介於 3,000 至 60,000 元')).toBeTruthy();
    // The red box is the subject: the app's FieldBox draws the field as antd's form item.
    expect(document.getElementById('root_amount')?.closest('.ant-form-item')?.className).toContain(
      'has-error',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(quoteCall).not.toHaveBeenCalled();
  });

  it('chooses a plan by its card: name and labor-insurance flag from the plan, career types asked for', async () => {
    const { store } = renderPlan({});
    await userEvent.click((await screen.findAllByText('手機分期 0 利率專案'))[0]!);
    expect(selectWizardForms(store.getState()).plan).toMatchObject({
      interestPlanId: 1,
      interestPlanName: '手機分期 0 利率專案',
      isProvideLaborAndHealthInsurance: true,
    });
    expect(document.querySelector('.fenqi-plan-card[aria-checked="true"]')?.textContent).toContain(
      '手機分期 0 利率專案',
    );
    await waitFor(() => expect(careerCall).toHaveBeenCalledWith(1));
  });
});
