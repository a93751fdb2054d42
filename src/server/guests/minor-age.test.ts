/** @jest-environment node */
import { wasMinorAt } from './minor-age';

describe('wasMinorAt', () => {
  const at = (iso: string) => new Date(iso);

  it('counts someone as an adult from their 18th birthday, on the Taipei calendar', () => {
    expect(wasMinorAt('2007-06-15', at('2025-06-14T15:59:59Z'))).toBe(true); // 23:59 on 14 June in Taipei
    expect(wasMinorAt('2007-06-15', at('2025-06-14T16:00:00Z'))).toBe(false); // 00:00 on 15 June in Taipei
    expect(wasMinorAt('2007-06-16', at('2025-06-15T03:00:00Z'))).toBe(true);
  });

  it('lets someone born on 29 February come of age on 1 March of a common year', () => {
    expect(wasMinorAt('2004-02-29', at('2022-02-28T04:00:00Z'))).toBe(true);
    expect(wasMinorAt('2004-02-29', at('2022-03-01T04:00:00Z'))).toBe(false);
  });

  it('reads slashes and single digits, and treats an unreadable date as not a minor', () => {
    expect(wasMinorAt('2010/1/5', at('2025-01-01T04:00:00Z'))).toBe(true);
    expect(wasMinorAt('', at('2025-01-01T04:00:00Z'))).toBe(false);
    expect(wasMinorAt(null, at('2025-01-01T04:00:00Z'))).toBe(false);
    expect(wasMinorAt('民國 99 年', at('2025-01-01T04:00:00Z'))).toBe(false);
  });
});
