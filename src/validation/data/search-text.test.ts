import { matchesSearch, searchKey } from './search-text';

describe('search text', () => {
  it('finds 台北分行 for 臺北 and 臺北市 for 台北', () => {
    expect(matchesSearch('台北分行', '臺北')).toBe(true);
    expect(matchesSearch('臺北市', '台北')).toBe(true);
  });

  it('ignores the case of Latin letters and still refuses other text', () => {
    expect(matchesSearch('ATM 服務', 'atm')).toBe(true);
    expect(matchesSearch('台中分行', '臺北')).toBe(false);
  });

  it('keys 臺 as 台 so a database match can use the same form', () => {
    expect(searchKey('臺灣銀行')).toBe('台灣銀行');
  });
});
