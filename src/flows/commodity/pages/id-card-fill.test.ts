import { applicantWithIdCard, readIdCardNo } from './id-card-fill';
import { sameFormData } from '../../../forms/same-form-data';

describe('applicantWithIdCard', () => {
  it('fills what the card gave and keeps what it did not', () => {
    const before = {
      name: '舊名字',
      email: 'a@example.com',
      idCardOptions: { issueLocation: '北市', issueDate: { issueYear: 100 } },
      permanent: { city: '臺北市', district: '大安區', postalCode: 106, address: '舊地址' },
    };
    const after = applicantWithIdCard(before, {
      name: '王大明',
      birthDate: '1990-01-02T00:00:00.000Z',
      issueMonth: 5,
      issueStatus: '換發',
      permanentCity: '新北市',
      permanentDistrict: '板橋區',
    });
    expect(after).toEqual({
      name: '王大明',
      email: 'a@example.com',
      birthDate: '1990-01-02',
      idCardOptions: {
        issueLocation: '北市',
        issueStatus: '換發',
        issueDate: { issueYear: 100, issueMonth: 5 },
      },
      permanent: { city: '新北市', district: '板橋區', postalCode: 220, address: '舊地址' },
    });
  });

  it('leaves an issue status it does not know out', () => {
    expect(applicantWithIdCard({}, { issueStatus: '遺失' })).toEqual({});
  });
});

describe('readIdCardNo', () => {
  it('takes a valid ID number in upper case and drops a misread one', () => {
    expect(readIdCardNo({ idCardNo: ' a123456789 ' })).toBe('A123456789');
    expect(readIdCardNo({ idCardNo: 'A123456788' })).toBeUndefined();
  });
});

describe('sameFormData', () => {
  it('counts undefined as absent and compares nested data', () => {
    expect(sameFormData({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameFormData({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toBe(true);
    expect(sameFormData({ a: { b: [1, 2] } }, { a: { b: [1, 3] } })).toBe(false);
    expect(sameFormData({ a: 1 }, { a: '1' })).toBe(false);
  });
});
