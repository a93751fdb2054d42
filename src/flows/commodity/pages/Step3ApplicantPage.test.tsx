import { act, screen, waitFor } from '@testing-library/react';
import { selectWizardForms } from '../selectors';
import userEvent from '@testing-library/user-event';
import * as referenceApi from '../../../api/v2/reference';
import type { ApplicantForm, PlanForm } from '../model/form-data';
import { fixture } from '../model/test-support';
import { formChanged, submitActions } from '../actions';
import { flowStepFailed, flowStepSubmitted } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';
import Step3ApplicantPage from './Step3ApplicantPage';
import { makeStepStore, renderStep, sentSteps, stateWith } from './step-test-kit';

jest.mock('../../../api/v2/reference');
const api = jest.mocked(referenceApi);

beforeEach(() => {
  api.fetchContactRelations.mockImplementation(async (isFirst) =>
    isFirst ? [{ id: 1, name: '父母' }] : [{ id: 18, name: '其他' }],
  );
  api.fetchBanks.mockResolvedValue([{ bankCode: '004', bankName: '臺灣銀行' }]);
  api.fetchBankBranches.mockResolvedValue([{ branchCode: '0040037', branchName: '營業部' }]);
  api.fetchSchools.mockResolvedValue([]);
  api.fetchDepartments.mockResolvedValue([]);
});

/** A worker's complete answers without the work fields (company, phones, department, seniority). */
function withoutWork(): ApplicantForm {
  const {
    company: _company,
    companyPhone: _phone,
    companyExtensionNo: _extension,
    companyDepartment: _department,
    seniority: _seniority,
    isProvideLaborAndHealthInsurance: _provide,
    ...rest
  } = fixture<ApplicantForm>('commodityApplicant', 'accept-worker-labor-insurance');
  return rest;
}

function renderApplicant(plan: PlanForm, applicant: ApplicantForm) {
  const kit = makeStepStore(stateWith({ completed: [1, 2] }));
  kit.store.dispatch(formChanged('plan', plan));
  kit.store.dispatch(formChanged('applicant', applicant));
  return renderStep(3, <Step3ApplicantPage />, kit);
}

const nextButton = async () => (await screen.findByText('下一步')).closest('button') as HTMLButtonElement;

describe('Step3ApplicantPage', () => {
  it.each([
    [true, true],
    [false, false],
  ])('labor insurance %s: the work fields are required %s', async (provide, required) => {
    const { store, payloads } = renderApplicant(
      { careerTypeId: 1, isProvideLaborAndHealthInsurance: provide },
      withoutWork(),
    );
    // Step 2's flag is copied into the form, where the schema's rule reads it.
    await waitFor(() =>
      expect(selectWizardForms(store.getState()).applicant.isProvideLaborAndHealthInsurance).toBe(provide),
    );
    await userEvent.click(await nextButton());
    if (required) {
      expect(await screen.findByText('請輸入公司名稱')).toBeTruthy();
      expect(screen.getByText('請輸入任職部門')).toBeTruthy();
      expect(sentSteps(payloads)).toEqual([]);
    } else {
      await waitFor(() => expect(sentSteps(payloads)).toEqual([3]));
      expect(screen.queryByText('請輸入公司名稱')).toBeNull();
    }
  });

  it("shows the server's 422 details at their fields and its message above the buttons", async () => {
    const { store } = renderApplicant(
      { careerTypeId: 1, isProvideLaborAndHealthInsurance: true },
      withoutWork(),
    );
    await nextButton();
    const failure = { status: 422, code: '422', message: '資料格式不符' };
    act(() => {
      const typed = selectWizardForms(store.getState()).applicant as Record<string, unknown>;
      store.dispatch(flowStepSubmitted(COMMODITY, 'applicant', typed));
      // A step's send reports paths of the step's form.
      store.dispatch(
        flowStepFailed(COMMODITY, 'applicant', {
          ...failure,
          fieldErrors: [{ path: '/company', message: '公司名稱不得空白' }],
        }),
      );
      // The submit reports the wire body's paths.
      store.dispatch(
        submitActions.failure({
          ...failure,
          fieldErrors: [{ path: '/applicant/permanentAddress', message: '地址不得超過 40 字' }],
        }),
      );
    });
    expect(await screen.findByText('資料格式不符')).toBeTruthy();
    expect(document.getElementById('root_company__error')?.textContent).toBe('公司名稱不得空白');
    expect(document.getElementById('root_permanent_address__error')?.textContent).toBe('地址不得超過 40 字');
  });
});
