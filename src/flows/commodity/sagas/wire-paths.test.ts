import { fieldErrorsOfStep, formPathOf } from './wire-paths';

describe('formPathOf (wire 422 paths → step form paths)', () => {
  it.each([
    ['/amount', 'plan', '/amount'],
    ['/applicant/careerTypeId', 'plan', '/careerTypeId'],
    ['/applicant/email', 'applicant', '/email'],
    ['/applicant/permanentCity', 'applicant', '/permanent/city'],
    ['/applicant/residentialPostalCode', 'applicant', '/residential/postalCode'],
    ['/applicant/creditCardNo', 'applicant', '/creditCard/creditCardNo'],
    ['/applicant/idCardOptions/issueYear', 'applicant', '/idCardOptions/issueDate/issueYear'],
    ['/applicant/idCardOptions/issueLocation', 'applicant', '/idCardOptions/issueLocation'],
    ['/applicant/secondContact/cellPhone', 'applicant', '/secondContact/cellPhone'],
    ['/applicant/idCardNo', 'identity', '/idCardNo'],
    ['/memIdNum', 'identity', '/idCardNo'],
    ['/password', 'identity', '/password'],
    ['/productModelNo', 'product', '/productModelNo'],
  ])('%s is %s %s', (wire, step, path) => {
    expect(formPathOf(wire)).toEqual({ step, path });
  });

  it("keeps only one step's errors, with paths inside its form", () => {
    const errors = [
      { path: '/amount', message: '申請金額 必須大於0' },
      { path: '/applicant/email', message: '請輸入正確的電子信箱' },
    ];
    expect(fieldErrorsOfStep(errors, 'applicant')).toEqual([
      { path: '/email', message: '請輸入正確的電子信箱' },
    ]);
  });
});
