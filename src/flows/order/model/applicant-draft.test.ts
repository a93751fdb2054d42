/** @jest-environment node */
import type { OlderUserInfoDraft } from '../../../api/v2/types/member';
import { orderFormsOfDraft, userInfoDraftOf } from './applicant-draft';
import { fixture, formErrors, wireErrors } from './test-support';

const worker = fixture('orderApplicant', 'accept-worker');
const student = fixture('orderApplicant', 'accept-student-other-time');

describe('userInfoDraftOf', () => {
  it.each([
    ['a worker', 'accept-worker'],
    ['a student', 'accept-student-other-time'],
    ['a member without fixed salary', 'accept-no-fixed-salary'],
  ])('saves %s as a draft the server schema accepts', (_case, name) => {
    expect(wireErrors('older-user-info.json', userInfoDraftOf(fixture('orderApplicant', name)))).toEqual([]);
  });

  it('uses the draft names and shapes', () => {
    expect(userInfoDraftOf(worker)).toMatchObject({
      email: 'ming@example.com',
      companyExtension: '123',
      allowCreditCheckTime: { period: 'morning' },
      creditCardBankCode: '004',
      creditCardNo: '4311-9511-2345-6789',
      idIssueLocation: '北市',
      idIssueStatus: '換發',
      idIssueDate: '2020-05-01',
      householdAddress: { city: '新北市', district: '板橋區', postalCode: 220, address: '文化路一段1號' },
      seniority: 26,
    });
  });

  it('keeps the student fields under their draft names, and the "other" text as the slot', () => {
    expect(userInfoDraftOf(student)).toMatchObject({
      collegeSystem: 1,
      schoolSerNo: 12,
      schoolDepNo: 305,
      grade: 2,
      allowCreditCheckTime: { period: 'other', slot: '平日晚上七點後' },
      idIssueStatus: '初發',
      idIssueDate: '2015-08-20',
    });
  });

  it("leaves out bank and number without the tag, and keeps the contacts' relation text", () => {
    const draft = userInfoDraftOf({
      ...worker,
      creditCard: { creditCardTag: false, creditCardBankCode: '004', creditCardNo: '4311-9511-2345-6789' },
    });
    expect(draft).not.toHaveProperty('creditCardBankCode');
    expect(draft).not.toHaveProperty('creditCardNo');
    expect(draft.firstContact).toEqual({
      name: '王大明',
      relation: (worker.firstContact as { relation: string }).relation,
      cellPhone: '0922333444',
      phone: '0229680000',
      isSecret: false,
    });
  });

  it('saves a half-filled form as far as it goes', () => {
    const draft = userInfoDraftOf({
      memName: '王小明',
      idCardIssue: { location: '北市', issueDate: { issueYear: 109 } },
      householdAddress: { city: '新北市' },
      firstContact: {},
    });
    expect(draft).toEqual({
      memName: '王小明',
      idIssueLocation: '北市',
      householdAddress: { city: '新北市' },
    });
  });
});

describe('orderFormsOfDraft', () => {
  it('formats a saved draft into the applicant form (spec §4)', () => {
    const draft: OlderUserInfoDraft = {
      memName: '王小明',
      memGender: 'M',
      memBirthDay: '1995-05-05T00:00:00.000Z',
      email: 'ming@example.com',
      allowCreditCheckTime: { period: 'other', slot: '平日晚上' },
      creditCardBankCode: '004',
      creditCardNo: '4311-9511-2345-6789',
      companyExtension: '123',
      seniority: 26,
      idIssueLocation: '北市',
      idIssueStatus: '補發',
      idIssueDate: '2020-05-01',
      householdAddress: { city: '臺北市', district: '大安區', address: '復興南路一段1號' },
      firstContact: { name: '王大明', relationId: 2, cellPhone: '0922333444' },
      collegeSystem: 2,
      grade: 3,
    };
    expect(orderFormsOfDraft(draft).applicant).toEqual({
      memName: '王小明',
      memGender: 'M',
      memBirthDay: '1995-05-05',
      memEmail: 'ming@example.com',
      allowCreditCheckTime: 'other',
      allowCreditCheckTimeOther: '平日晚上',
      creditCard: { creditCardTag: true, creditCardBankCode: '004', creditCardNo: '4311-9511-2345-6789' },
      companyExt: '123',
      seniority: 26,
      idCardIssue: { location: '北市', status: 2, issueDate: { issueYear: 109, issueMonth: 5, issueDay: 1 } },
      householdAddress: { city: '臺北市', district: '大安區', postalCode: 106, address: '復興南路一段1號' },
      firstContact: { name: '王大明', cellPhone: '0922333444' },
      schoolSystem: 2,
      schoolGrade: 3,
    });
  });

  it('leaves the card untagged unless both bank and number exist, and drops a morning slot', () => {
    const { applicant } = orderFormsOfDraft({
      creditCardBankCode: '004',
      allowCreditCheckTime: { period: 'morning', slot: '10-11' },
    });
    expect(applicant).toEqual({ allowCreditCheckTime: 'morning' });
  });

  it('answers an empty form for an empty draft', () => {
    expect(orderFormsOfDraft({})).toEqual({ applicant: {} });
  });

  it('ignores values the form cannot hold', () => {
    const { applicant } = orderFormsOfDraft({
      memGender: 'X' as 'M',
      idIssueStatus: '遺失' as '初發',
      idIssueDate: 'yesterday',
      memClass: 9 as 1,
    });
    expect(applicant).toEqual({});
  });

  it('round-trips a complete form, the contacts’ relation text included', () => {
    const { applicant } = orderFormsOfDraft(userInfoDraftOf(worker));
    expect(formErrors('orderApplicant', applicant)).toEqual([]);
    expect(applicant).toEqual(worker);
  });
});
