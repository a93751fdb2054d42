import { act, waitFor } from '@testing-library/react';
import { selectWizardForms } from '../selectors';
import type { FormViewProps } from '../../../forms/FormView';
import type { ApplicantForm, PlanForm } from '../model/form-data';
import { formChanged } from '../actions';
import Step2PlanPage from './Step2PlanPage';
import Step3ApplicantPage from './Step3ApplicantPage';
import { makeStepStore, renderStep, stateWith } from './step-test-kit';

/*
 * RJSF reports a batch of changes in one commit (a typed value handed over on blur, then React's
 * rebase of the changes typed before it), and the page does not render between two reports of a
 * batch. A report equal to what the page last rendered is still the newest data: a page that
 * compared it with its render's copy took it for "no change" and kept the report before it, and
 * the form then took that older data back (the keyboard e2e lost a typed name this way). The form
 * is a stand-in here that hands the page's onChange to the test, so the batch is exact.
 */

const reportTo: Record<string, (data: unknown) => void> = {};
jest.mock('../../../forms/FormView', () => ({
  FormView: (props: FormViewProps) => {
    reportTo[props.name] = (data) => props.onChange?.(data as Record<string, unknown>);
    return props.children ?? null;
  },
}));
jest.mock('../../../api/v2/interest-plans', () => ({
  ...jest.requireActual('../../../api/v2/interest-plans'),
  fetchCareerTypes: jest.fn(async () => []),
}));

describe('a wizard page keeps the last report of a batch', () => {
  it('step 3: a report back to the rendered data after a newer one', async () => {
    const kit = makeStepStore(stateWith({ completed: [1, 2] }));
    const before: ApplicantForm = { name: '王小明', passbookNo: '1234' };
    kit.store.dispatch(formChanged('applicant', before));
    renderStep(3, <Step3ApplicantPage />, kit);
    await waitFor(() => expect(reportTo.commodityApplicant).toBeDefined());

    act(() => {
      reportTo.commodityApplicant({ ...before, passbookAccountName: '王' });
      reportTo.commodityApplicant(before);
    });
    expect(selectWizardForms(kit.store.getState()).applicant).toEqual(before);
  });

  it('step 2: a report back to the rendered data after a newer one', async () => {
    const kit = makeStepStore(stateWith({ completed: [1] }));
    // A plan as the page keeps it once chosen (its name and labour-insurance flag filled in).
    const before: PlanForm = {
      interestPlanId: 1,
      interestPlanName: '手機分期 0 利率專案',
      isProvideLaborAndHealthInsurance: true,
      careerTypeId: 1,
      amount: 24000,
    };
    kit.store.dispatch(formChanged('plan', before));
    renderStep(2, <Step2PlanPage />, kit);
    await waitFor(() => expect(reportTo.commodityPlan).toBeDefined());

    act(() => {
      reportTo.commodityPlan({ ...before, amount: 2400 });
      reportTo.commodityPlan(before);
    });
    expect(selectWizardForms(kit.store.getState()).plan).toMatchObject({ amount: 24000 });
  });
});
