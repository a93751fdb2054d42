/** @jest-environment node */
import { olderApplyBodyOf } from './older-apply';
import { fixture, wireErrors } from './test-support';

const product = fixture('orderProduct', 'accept-full-order');
const worker = fixture('orderApplicant', 'accept-worker');
const student = fixture('orderApplicant', 'accept-student-other-time');

describe('olderApplyBodyOf', () => {
  it.each([
    ['a worker with a credit card and three addresses', 'accept-full-order', 'accept-worker'],
    ['a student with an "other" contact time', 'accept-minimal-order', 'accept-student-other-time'],
    ['a member without fixed salary', 'accept-minimal-order', 'accept-no-fixed-salary'],
  ])('builds, for %s, a body the server schema accepts', (_case, productCase, applicantCase) => {
    const body = olderApplyBodyOf(
      fixture('orderProduct', productCase),
      fixture('orderApplicant', applicantCase),
    );
    expect(wireErrors('older-apply.json', body)).toEqual([]);
  });

  it('sends the order as typed, hidden merchant fields included', () => {
    expect(olderApplyBodyOf(product, worker).order).toEqual({
      productEncNo: 'a1b2c3d4e5',
      productNo: 'P-10023',
      productName: 'iPhone 16',
      productSpec: '128GB 黑色',
      productGift: '保護貼',
      quantity: 1,
      appAmount: 30000,
      appPeriods: 12,
      merchantAccountId: 'M0001',
      merchantName: '大明通訊行',
      merchantPhone: '0227001234',
      orderNote: '請於平日送貨',
    });
  });

  it('defaults the quantity to 1 and leaves empty fields out', () => {
    const { order } = olderApplyBodyOf(
      { productName: ' 筆記型電腦 ', productSpec: '', appAmount: 45000, appPeriods: 36 },
      worker,
    );
    expect(order).toEqual({ productName: '筆記型電腦', appAmount: 45000, appPeriods: 36, quantity: 1 });
  });

  it('renames the form fields the wire names differently', () => {
    const { member } = olderApplyBodyOf(product, worker);
    expect(member.householdAddress).toEqual({
      city: '新北市',
      district: '板橋區',
      postalNo: 220,
      address: '文化路一段1號',
    });
    expect(member.householdAddress).not.toHaveProperty('postalCode');
    expect(member.idCardIssue).toEqual({ location: '北市', status: 3, year: 109, month: 5, day: 1 });
    expect(member).toMatchObject({
      memEmail: 'ming@example.com',
      companyExt: '123',
      seniority: 26,
      memClass: 1,
    });
  });

  it('keeps seniority in total months', () => {
    expect(olderApplyBodyOf(product, { ...worker, seniority: 371 }).member.seniority).toBe(371);
  });

  it('sends the credit-card bank and number only when tagged', () => {
    expect(olderApplyBodyOf(product, worker).member).toMatchObject({
      creditCardBank: '004',
      creditCardNo: '4311-9511-2345-6789',
    });
    const untagged = olderApplyBodyOf(product, {
      ...worker,
      creditCard: { creditCardTag: false, creditCardBankCode: '004', creditCardNo: '4311-9511-2345-6789' },
    }).member;
    expect(untagged).not.toHaveProperty('creditCardBank');
    expect(untagged).not.toHaveProperty('creditCardNo');
    expect(olderApplyBodyOf(product, { ...worker, creditCard: undefined }).member).not.toHaveProperty(
      'creditCardBank',
    );
  });

  it('sends the "other" contact time text only with period other', () => {
    expect(olderApplyBodyOf(product, student).member).toMatchObject({
      allowCreditCheckTime: 'other',
      allowCreditCheckTimeOther: '平日晚上七點後',
    });
    const morning = olderApplyBodyOf(product, { ...student, allowCreditCheckTime: 'morning' }).member;
    expect(morning.allowCreditCheckTime).toBe('morning');
    expect(morning).not.toHaveProperty('allowCreditCheckTimeOther');
  });

  it('sends the school fields for a student only', () => {
    expect(olderApplyBodyOf(product, student).member).toMatchObject({
      memClass: 2,
      schoolSystem: 1,
      schoolSerNo: 12,
      schoolDepNo: 305,
      schoolGrade: 2,
    });
    const switched = olderApplyBodyOf(product, { ...student, memClass: 6 }).member;
    for (const field of ['schoolSystem', 'schoolSerNo', 'schoolDepNo', 'schoolGrade'])
      expect(switched).not.toHaveProperty(field);
  });

  it('sends the contacts with their free-text relation', () => {
    expect(olderApplyBodyOf(product, worker).member.firstContact).toEqual({
      name: '王大明',
      relation: '父親',
      cellPhone: '0922333444',
      phone: '0229680000',
      isSecret: false,
    });
  });

  it('looks a missing postal code up and leaves an empty address out', () => {
    const { member } = olderApplyBodyOf(product, {
      ...worker,
      mailingAddress: { city: '臺北市', district: '大安區', address: '復興南路一段1號' },
      vehicleAddress: { city: '', address: '  ' },
    });
    expect(member.mailingAddress).toEqual({
      city: '臺北市',
      district: '大安區',
      postalNo: 106,
      address: '復興南路一段1號',
    });
    expect(member).not.toHaveProperty('vehicleAddress');
  });

  it('never sends an identity number or password the form does not have', () => {
    const { member } = olderApplyBodyOf(product, {
      ...worker,
      memIdNum: 'A123456789',
      newPasswd: 'abc12345',
    });
    expect(member).not.toHaveProperty('memIdNum');
    expect(member).not.toHaveProperty('newPasswd');
  });
});
