/** @jest-environment node */
import type { VehicleLoanSigning } from '../../../api/v2/vehicle-loans';
import { vehicleFormOf } from './vehicle-form';

const signing: VehicleLoanSigning = {
  vlInfo: {
    vlNo: 'V20240601001',
    ownerName: '王小明',
    brand: 'TOYOTA',
    model: 'ALTIS',
    manufactureYear: 2019,
    displacementCc: 1798,
    color: '白色',
    plateNo: 'ABC-1234',
    engineNo: '2ZR1234567',
    loanAmount: 300000,
    installment: 36,
    monthlyPayment: 9500,
    lender: '分期科技股份有限公司',
    createdAt: '2024-06-01T08:00:00.000Z',
  },
  caseNo: 'C20240601001',
  signedAt: null,
  signatureUrl: null,
};

describe('vehicleFormOf', () => {
  it('shows every vlInfo field the form has, without createdAt', () => {
    expect(vehicleFormOf(signing)).toEqual({
      vlInfo: {
        vlNo: 'V20240601001',
        ownerName: '王小明',
        brand: 'TOYOTA',
        model: 'ALTIS',
        manufactureYear: 2019,
        displacementCc: 1798,
        color: '白色',
        plateNo: 'ABC-1234',
        engineNo: '2ZR1234567',
        loanAmount: 300000,
        installment: 36,
        monthlyPayment: 9500,
        lender: '分期科技股份有限公司',
      },
    });
  });

  it('does not carry a saved signature over: the wire takes only a freshly drawn PNG', () => {
    const form = vehicleFormOf({
      ...signing,
      signedAt: '2024-06-02T08:00:00.000Z',
      signatureUrl: '/api/v2/files/9',
    });
    expect(form).not.toHaveProperty('signature');
    expect(form).not.toHaveProperty('agree');
  });

  it('does not share the loan object with the reply', () => {
    const form = vehicleFormOf(signing);
    expect(form.vlInfo).not.toBe(signing.vlInfo);
    expect(signing.vlInfo.createdAt).toBe('2024-06-01T08:00:00.000Z');
  });
});
