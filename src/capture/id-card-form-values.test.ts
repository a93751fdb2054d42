import { fromFormValues, toFormValues } from './id-card-form-values';

describe('ID-card form values', () => {
  const read = {
    idCardNo: 'A123456789',
    birthDate: '1995-05-05',
    gender: '男',
    issueYear: 109,
    issueMonth: 5,
    issueDay: 1,
    issueLocation: '北市',
  };

  it('shows both dates in ROC parts, as the card prints them', () => {
    expect(toFormValues(read)).toEqual({
      idCardNo: 'A123456789',
      birth: { year: 84, month: 5, day: 5 },
      issue: { year: 109, month: 5, day: 1 },
      issueLocation: '北市',
    });
  });

  it('round-trips the fields, keeping what the form does not show', () => {
    expect(fromFormValues(toFormValues(read), read)).toEqual(read);
  });

  it('drops dates that are no real day and empty texts, and upper-cases the ID number', () => {
    expect(toFormValues({ birthDate: '1995-02-30', issueYear: 109, issueMonth: 2, issueDay: 30 })).toEqual({
      birth: undefined,
      issue: undefined,
    });
    expect(
      fromFormValues({ idCardNo: ' a123456789 ', name: '  ', permanentAddress: '復興南路一段 1 號' }),
    ).toEqual({
      idCardNo: 'A123456789',
      permanentAddress: '復興南路一段 1 號',
    });
  });
});
