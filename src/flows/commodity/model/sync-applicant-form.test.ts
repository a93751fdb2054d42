import type { ApplicantForm } from './form-data';
import { syncApplicantForm } from './sync-applicant-form';

const permanent = { city: '臺北市', district: '大安區', postalCode: 106, address: '復興南路一段1號' };

describe('syncApplicantForm', () => {
  it.each<[string, ApplicantForm, object, ApplicantForm]>([
    [
      'copies career and insurance flag from step 2',
      { name: '王小明' },
      { careerTypeId: 6, isProvideLaborAndHealthInsurance: true },
      { name: '王小明', careerTypeId: 6, isProvideLaborAndHealthInsurance: true },
    ],
    [
      'copies the permanent address and phone while sameAddr is ticked',
      { sameAddr: true, permanent, permanentPhone: '0227001234', residential: { city: '新北市' } },
      {},
      {
        sameAddr: true,
        permanent,
        permanentPhone: '0227001234',
        residential: permanent,
        residentialPhone: '0227001234',
      },
    ],
    [
      'leaves the residential address alone when sameAddr is not ticked',
      { sameAddr: false, permanent, residential: { city: '新北市' } },
      {},
      { sameAddr: false, permanent, residential: { city: '新北市' } },
    ],
  ])('%s', (_case, applicant, plan, expected) => {
    expect(syncApplicantForm(applicant, plan)).toEqual(expected);
  });

  it('answers the same object when nothing changes, so a page can skip the update', () => {
    const applicant: ApplicantForm = {
      careerTypeId: 1,
      isProvideLaborAndHealthInsurance: false,
      sameAddr: true,
      permanent,
      residential: { ...permanent },
    };
    expect(syncApplicantForm(applicant, { careerTypeId: 1, isProvideLaborAndHealthInsurance: false })).toBe(
      applicant,
    );
  });

  it('does not share the permanent object with the residential copy', () => {
    const next = syncApplicantForm({ sameAddr: true, permanent }, {});
    expect(next.residential).toEqual(permanent);
    expect(next.residential).not.toBe(permanent);
  });
});
