/** @jest-environment node */
import { fullForms, wireErrors } from './test-support';
import { toDraft } from './to-draft';

describe('toDraft', () => {
  it('gives the draft body of the full forms, which the server draft schema accepts', () => {
    const draft = toDraft(fullForms(), { midClausever: '2024.06', caseFileIds: [11, [12]] });
    expect(wireErrors('commodity-draft.json', draft)).toEqual([]);
    expect(draft).toMatchObject({
      isSaveTmp: true,
      amount: 30000,
      interestPlanId: 1,
      interestPlanName: '手機分期 0 利率專案',
      interestRateId: 13,
      installment: 12,
      monthlyPayment: 2630,
      serviceFee: 600,
      productName: '手機',
      productModelNo: 'iPhone 16 128GB',
      midClausever: '2024.06',
      isProvideLaborAndHealthInsurance: false,
      caseFileIds: [11, [12]],
      applicant: { idCardNo: 'F223456786', careerTypeId: 1, seniority: 26, contactTime: 'morning,10-11' },
    });
  });

  it('never saves passwords or the form-only fields', () => {
    const draft = toDraft(fullForms());
    expect(draft).not.toHaveProperty('password');
    expect(draft.applicant).not.toHaveProperty('isProvideLaborAndHealthInsurance');
    expect(JSON.stringify(draft)).not.toContain('abc12345');
  });

  it.each([
    ['nothing filled in yet', {}, { isSaveTmp: true, applicant: {} }],
    [
      'only a plan chosen',
      { plan: { interestPlanId: 2 } },
      { isSaveTmp: true, interestPlanId: 2, applicant: {} },
    ],
    [
      'a custom computer with a model left over',
      { product: { productName: '客製化電腦' as const, productModelNo: 'X1' } },
      { isSaveTmp: true, productName: '客製化電腦', applicant: {} },
    ],
  ])('saves %s', (_case, forms, expected) => {
    const draft = toDraft(forms);
    expect(draft).toEqual(expected);
    expect(wireErrors('commodity-draft.json', draft)).toEqual([]);
  });
});
