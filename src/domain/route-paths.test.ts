import {
  guarantorPath,
  idVerifyPath,
  minorAgreementPath,
  orderDetailPath,
  ROUTE_PATHS,
  vehicleLoanPath,
} from './route-paths';

describe('route paths', () => {
  it('gives every page its own address', () => {
    const addresses = Object.values(ROUTE_PATHS);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address).toMatch(/^\/[\w/-]*$/);
  });

  it('builds the case links with their query encoded', () => {
    expect(orderDetailPath(7)).toBe('/member/order/list?caseId=7');
    expect(idVerifyPath(7, 'A 1&2')).toBe('/member/idVerify/step1?caseId=7&caseNo=A+1%262');
    expect(guarantorPath('x/y')).toBe('/member/guarantor?signPath=x%2Fy');
    expect(vehicleLoanPath('v1')).toBe('/member/vehicleLoans?signPath=v1');
    expect(minorAgreementPath('C-1')).toBe('/member/minor-agreement?appCaseNo=C-1');
  });
});
