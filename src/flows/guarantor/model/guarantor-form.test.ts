/** @jest-environment node */
import type { GuarantorInfo, GuestGuarantorView } from '../../../api/v2/types/guarantor';
import { guarantorFormOf } from './guarantor-form';

const fullInfo: GuarantorInfo = {
  guarNo: 'G0001',
  guarIdNum: 'A12****789',
  name: '王大明',
  birthDate: '1968-03-12',
  idIssueDate: '2015-07-01',
  idIssueLocation: '北市',
  idIssueStatus: '換發',
  relation: '父母',
  company: '大明企業社',
  jobTitle: '負責人',
  companyPhone: '0227001234',
  seniority: 150,
  livingPhone: '0227201234',
  cellPhone: '0922333444',
  isPayrollAccount: true,
  isCompanyInsured: false,
  createdAt: '2024-06-01T08:00:00.000Z',
  guarLivingCity: '新北市',
  guarLivingDistrict: '板橋區',
  guarLivingPostalCode: 220,
  guarLivingAddr: '文化路一段1號',
};

/** What staff entered for a guarantor: nothing beyond the identity (every other field null). */
const KEPT: readonly (keyof GuarantorInfo)[] = ['guarNo', 'createdAt'];
const blankInfo = {
  ...Object.fromEntries(Object.keys(fullInfo).map((key) => [key, null])),
  ...Object.fromEntries(KEPT.map((key) => [key, fullInfo[key]])),
  name: '李小華',
  guarIdNum: 'B22****321',
} as GuarantorInfo;

describe('guarantorFormOf', () => {
  it('shows the staff-entered info (without guarNo, createdAt or the address columns) and the saved address', () => {
    const form = guarantorFormOf(fullInfo);
    expect(form.info).toEqual({
      name: '王大明',
      guarIdNum: 'A12****789',
      birthDate: '1968-03-12',
      idIssueDate: '2015-07-01',
      idIssueLocation: '北市',
      idIssueStatus: '換發',
      relation: '父母',
      company: '大明企業社',
      jobTitle: '負責人',
      companyPhone: '0227001234',
      seniority: 150,
      livingPhone: '0227201234',
      cellPhone: '0922333444',
      isPayrollAccount: true,
      isCompanyInsured: false,
    });
    expect(form.livingAddress).toEqual({
      city: '新北市',
      district: '板橋區',
      postalCode: 220,
      address: '文化路一段1號',
    });
  });

  it('keeps null info fields as null and leaves the address empty when none is saved', () => {
    const form = guarantorFormOf(blankInfo);
    expect(form.info.birthDate).toBeNull();
    expect(form.info.seniority).toBeNull();
    expect(form.info.isPayrollAccount).toBeNull();
    expect(form).not.toHaveProperty('livingAddress');
  });

  it('looks the postal code up when the record lacks it, and writes 台 as 臺', () => {
    const form = guarantorFormOf({
      ...blankInfo,
      guarLivingCity: '台北市',
      guarLivingDistrict: '大安區',
      guarLivingAddr: '復興南路一段1號',
    });
    expect(form.livingAddress).toEqual({
      city: '臺北市',
      district: '大安區',
      postalCode: 106,
      address: '復興南路一段1號',
    });
  });

  it('keeps a partial address as far as it goes', () => {
    expect(guarantorFormOf({ ...blankInfo, guarLivingCity: '臺中市' }).livingAddress).toEqual({
      city: '臺中市',
    });
  });

  it('reads the info out of a reply that holds it', () => {
    const view = { guarantorInfo: fullInfo } as Pick<GuestGuarantorView, 'guarantorInfo'>;
    expect(guarantorFormOf(view)).toEqual(guarantorFormOf(fullInfo));
  });
});
