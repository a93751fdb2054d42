import { removeMemberStorage } from './clear-offline-data';

describe('removeMemberStorage (logout)', () => {
  it("removes the guardians' phones of every case and leaves the app's other entries", () => {
    localStorage.setItem('fenqi.minorGuardians.M001', '{"appMinorFaday1Cellphone":"0912345678"}');
    localStorage.setItem('fenqi.minorGuardians.M002', '{"appMinorFaday1Cellphone":"0922333444"}');
    localStorage.setItem('fenqi.sidebar.collapsed', 'true');
    removeMemberStorage(localStorage);
    expect(Object.keys(localStorage).sort()).toEqual(['fenqi.sidebar.collapsed']);
  });

  it('does nothing where storage is blocked', () => {
    expect(() => removeMemberStorage(null)).not.toThrow();
  });
});
