import { storeGuardianPhones, storedGuardianPhones } from './guardian-phones-store';
import { guardianPhonesOf, minorFlow } from './minor-flow';

describe('minor guardian flow', () => {
  it('sends the second phone only when one was given', () => {
    expect(guardianPhonesOf({ appMinorFaday1Cellphone: '0912345678' })).toEqual({
      appMinorFaday1Cellphone: '0912345678',
      appMinorFaday2Cellphone: null,
    });
    expect(
      guardianPhonesOf({ appMinorFaday1Cellphone: '0912345678', appMinorFaday2Cellphone: '0922333444' }),
    ).toEqual({ appMinorFaday1Cellphone: '0912345678', appMinorFaday2Cellphone: '0922333444' });
  });

  it('keeps the phones per case in this browser and reads back only a well-formed copy', () => {
    storeGuardianPhones('FQ1', { appMinorFaday1Cellphone: '0912345678', appMinorFaday2Cellphone: null });
    expect(storedGuardianPhones('FQ1')).toEqual({
      appMinorFaday1Cellphone: '0912345678',
      appMinorFaday2Cellphone: null,
    });
    expect(storedGuardianPhones('FQ2')).toBeNull();
    localStorage.setItem('fenqi.minorGuardians.FQ3', '{broken');
    expect(storedGuardianPhones('FQ3')).toBeNull();
  });

  it('is opened by the case number, and a case of an adult applicant (null) is done at once', () => {
    expect(minorFlow.contextOf(new URLSearchParams({ appCaseNo: 'FQ1' }))).toEqual({ appCaseNo: 'FQ1' });
    expect(minorFlow.contextOf(new URLSearchParams())).toBeNull();
    expect(minorFlow.isDone?.(null)).toBe(true);
  });
});
