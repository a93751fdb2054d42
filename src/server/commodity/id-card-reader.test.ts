/** @jest-environment node */
import { pickIdCardFields } from './id-card-reader';

describe('pickIdCardFields', () => {
  it('keeps only known fields with usable values', () => {
    expect(
      pickIdCardFields({
        idCardNo: ' a123456789 ',
        name: '王小明',
        issueYear: '109',
        issueMonth: 5.5,
        issueDay: 0,
        issueLocation: '',
        permanentAddress: 'x'.repeat(61),
        score: 0.9,
      }),
    ).toEqual({ idCardNo: 'A123456789', name: '王小明', issueYear: 109 });
  });

  it('reads nothing from nothing', () => {
    expect(pickIdCardFields(null)).toEqual({});
    expect(pickIdCardFields('text')).toEqual({});
  });
});
