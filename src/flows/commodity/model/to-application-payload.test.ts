/** @jest-environment node */
import type { CommodityApplication } from '../../../api/v2/types/commodity';
import type { CommodityForms } from './form-data';
import { fixture, fullForms, wireErrors } from './test-support';
import {
  IncompleteApplicationError,
  toApplicationPayload,
  type ApplicationInput,
} from './to-application-payload';

const NOW = new Date('2024-06-01T08:30:00.000Z');
const plan1 = {
  adjustmentAmountStatus: 0,
  interestRates: [
    { id: 13, installment: 12, monthlyRate: 0.0099 },
    { id: 14, installment: 18, monthlyRate: 0.0119 },
  ],
};

function build(
  change: (forms: CommodityForms) => void = () => undefined,
  input: Partial<ApplicationInput> = {},
) {
  const forms = fullForms();
  change(forms);
  return toApplicationPayload({ forms, plan: plan1, midClausever: '2024.06', now: NOW, ...input });
}

describe('toApplicationPayload', () => {
  it('builds, from the full fixtures, a payload the server schema accepts', () => {
    const payload = build(undefined, { caseFileIds: [11, [12, 13], 14] });
    expect(wireErrors('commodity-application.json', payload)).toEqual([]);
    expect(payload).toMatchObject({
      password: 'abc12345',
      amount: 30000,
      interestPlanId: 1,
      interestRateId: 13,
      installment: 12,
      productName: '手機',
      productModelNo: 'iPhone 16 128GB',
      midClausever: '2024.06',
      isProvideLaborAndHealthInsurance: false,
      caseFileIds: [11, [12, 13], 14],
    });
  });

  it.each([
    ['a student with the same address and an "other" contact time', 'accept-student-same-address'],
    ['an "other" career with a description', 'accept-other-career'],
  ])('accepts the payload of %s', (_case, applicantFixture) => {
    const payload = build((forms) => {
      forms.applicant = fixture('commodityApplicant', applicantFixture);
      forms.plan.careerTypeId = forms.applicant.careerTypeId;
    });
    expect(wireErrors('commodity-application.json', payload)).toEqual([]);
  });

  it('accepts a member (no password) buying a custom computer on an insurance plan', () => {
    const payload = build(
      (forms) => {
        forms.identity = fixture('commodityIdentity', 'accept-member');
        forms.product = fixture('commodityProduct', 'accept-custom-computer');
        forms.product.productModelNo = 'left over from a phone';
      },
      { plan: { adjustmentAmountStatus: 1, interestRates: plan1.interestRates } },
    );
    expect(wireErrors('commodity-application.json', payload)).toEqual([]);
    expect(payload.password).toBeUndefined();
    expect('productModelNo' in payload).toBe(false);
    expect(payload.isProvideLaborAndHealthInsurance).toBe(true);
  });

  it('sets all three agreement times to now', () => {
    const payload = build();
    expect([payload.midAgreedAt, payload.platformContractAgreedAt, payload.saleContractAgreedAt]).toEqual([
      NOW.toISOString(),
      NOW.toISOString(),
      NOW.toISOString(),
    ]);
  });

  it('takes the installment from the chosen rate, not a stale hidden copy', () => {
    expect(build((f) => Object.assign(f.plan, { interestRateId: 14, installment: 12 })).installment).toBe(18);
  });

  type Case = [
    string,
    (forms: CommodityForms) => void,
    (applicant: CommodityApplication['applicant']) => void,
  ];
  it.each<Case>([
    [
      'seniority stays total months',
      (f) => (f.applicant.seniority = 37),
      (a) => expect(a.seniority).toBe(37),
    ],
    [
      'contact time becomes two comma-joined values',
      (f) => (f.applicant.contactTime = { period: 'other', slot: '平日晚上' }),
      (a) => expect(a.contactTime).toBe('other,平日晚上'),
    ],
    [
      'credit-card bank and number are sent with the tag',
      () => undefined,
      (a) =>
        expect(a).toMatchObject({
          creditCardTag: true,
          creditCardBankCode: '004',
          creditCardNo: '4311-9511-2345-6789',
        }),
    ],
    [
      'credit-card bank and number are not sent without the tag',
      (f) =>
        (f.applicant.creditCard = { creditCardTag: false, creditCardBankCode: '004', creditCardNo: '1' }),
      (a) => {
        expect(a.creditCardTag).toBe(false);
        expect(a).not.toHaveProperty('creditCardBankCode');
        expect(a).not.toHaveProperty('creditCardNo');
      },
    ],
    [
      'only the second contact sends otherRelationDescription',
      (f) => Object.assign(f.applicant.firstContact ?? {}, { otherRelationDescription: '鄰居' }),
      (a) => {
        expect(a.firstContact).not.toHaveProperty('otherRelationDescription');
        expect(a.secondContact?.otherRelationDescription).toBe('鄰居');
      },
    ],
    [
      'the residential address is the permanent one when sameAddr is ticked',
      (f) => (f.applicant.sameAddr = true),
      (a) =>
        expect(a).toMatchObject({
          sameAddr: true,
          residentialCity: '臺北市',
          residentialDistrict: '大安區',
          residentialPostalCode: 106,
          residentialAddress: '復興南路一段1號',
          residentialPhone: '0227001234',
        }),
    ],
    [
      'a missing postal code is derived from city and district',
      (f) => delete f.applicant.permanent?.postalCode,
      (a) => expect(a.permanentPostalCode).toBe(106),
    ],
    [
      'the ID-card issue data is sent flat as idCardOptions',
      () => undefined,
      (a) =>
        expect(a.idCardOptions).toEqual({
          issueLocation: '北市',
          issueStatus: '換發',
          issueYear: 109,
          issueMonth: 5,
          issueDay: 1,
        }),
    ],
    [
      'the ID number of step 1 and the career of step 2 are used',
      (f) => Object.assign(f.applicant, { careerTypeId: 2 }),
      (a) => expect(a).toMatchObject({ idCardNo: 'F223456786', careerTypeId: 1 }),
    ],
    [
      'a description and student data left from another career are not sent',
      (f) =>
        Object.assign(f.applicant, { careerTypeDescription: '舊說明', collegeSystem: 1, schoolSerNo: 3 }),
      (a) => {
        expect(a).not.toHaveProperty('careerTypeDescription');
        expect(a).not.toHaveProperty('collegeSystem');
        expect(a).not.toHaveProperty('schoolSerNo');
      },
    ],
    [
      'empty optional fields are left out, hidden form-only fields never sent',
      (f) => Object.assign(f.applicant, { lineId: '', specificType: undefined }),
      (a) => {
        expect(a).not.toHaveProperty('lineId');
        expect(a).not.toHaveProperty('specificType');
        expect(a).not.toHaveProperty('isProvideLaborAndHealthInsurance');
        expect(a).not.toHaveProperty('permanent');
      },
    ],
  ])('%s', (_case, change, check) => {
    const payload = build(change);
    check(payload.applicant);
    expect(wireErrors('commodity-application.json', payload)).toEqual([]);
  });

  it('is refused by the server schema when the plan provides insurance and the work fields are empty', () => {
    const payload = build(
      (f) => {
        f.applicant = fixture('commodityApplicant', 'accept-student-same-address');
        f.plan.careerTypeId = 2;
      },
      { plan: { adjustmentAmountStatus: 1, interestRates: plan1.interestRates } },
    );
    expect(wireErrors('commodity-application.json', payload).map((e) => e.path)).toEqual(
      expect.arrayContaining(['/applicant/company', '/applicant/seniority']),
    );
  });

  it('throws when a value the server requires is missing (the forms were not validated)', () => {
    expect(() => build((f) => delete f.plan.amount)).toThrow(IncompleteApplicationError);
    expect(() => build((f) => delete f.product.productName)).toThrow('申請資料不完整：缺少 productName');
  });
});
