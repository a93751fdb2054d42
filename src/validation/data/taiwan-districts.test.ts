import { districtsOf, postalCodeOf, taiwanCities } from './taiwan-districts';

const OFFICIAL_ORDER = [
  '臺北市', '新北市', '桃園市', '臺中市', '臺南市', '高雄市', '基隆市', '新竹市', '嘉義市', '新竹縣', '苗栗縣',
  '彰化縣', '南投縣', '雲林縣', '嘉義縣', '屏東縣', '宜蘭縣', '花蓮縣', '臺東縣', '澎湖縣', '金門縣', '連江縣',
];

describe('taiwan-districts data', () => {
  const all = taiwanCities.flatMap(({ city, districts }) => districts.map((d) => ({ city, ...d })));

  it('lists the 22 cities in the official order, with 368 districts plus 東沙/南沙 under 高雄市', () => {
    expect(taiwanCities.map(({ city }) => city)).toEqual(OFFICIAL_ORDER);
    expect(all).toHaveLength(370);
    expect(districtsOf('高雄市')).toHaveLength(40);
    expect(postalCodeOf('高雄市', '東沙群島')).toBe(817);
    expect(postalCodeOf('高雄市', '南沙群島')).toBe(819);
  });

  it('uses 臺, never 台, in every name', () => {
    expect(all.filter(({ city, name }) => `${city}${name}`.includes('台'))).toEqual([]);
  });

  it('has codes 100–983, unique district names per city, in ascending code order', () => {
    for (const { districts } of taiwanCities) {
      expect(new Set(districts.map((d) => d.name)).size).toBe(districts.length);
      const codes = districts.map((d) => d.postalCode);
      expect(codes).toEqual([...codes].sort((a, b) => a - b));
      expect(codes.filter((code) => code < 100 || code > 983)).toEqual([]);
    }
  });

  it('shares a code only within 新竹市 (300) and 嘉義市 (600)', () => {
    const byCode = new Map<number, string[]>();
    for (const { city, name, postalCode } of all) byCode.set(postalCode, [...(byCode.get(postalCode) ?? []), `${city}${name}`]);
    const shared = [...byCode.entries()].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([
      [300, ['新竹市東區', '新竹市北區', '新竹市香山區']],
      [600, ['嘉義市東區', '嘉義市西區']],
    ]);
  });

  it.each([
    ['臺北市', '中正區', 100],
    ['臺北市', '信義區', 110],
    ['新北市', '板橋區', 220],
    ['新北市', '烏來區', 233],
    ['新竹市', '東區', 300],
    ['臺東縣', '蘭嶼鄉', 952],
    ['金門縣', '金城鎮', 893],
    ['澎湖縣', '馬公市', 880],
    ['高雄市', '那瑪夏區', 849],
    ['連江縣', '東引鄉', 212],
  ])('%s %s is %i', (city, district, code) => {
    expect(postalCodeOf(city, district)).toBe(code);
  });

  it('answers nothing for an unknown city or a district of another city', () => {
    expect(districtsOf('台北市')).toEqual([]);
    expect(postalCodeOf('臺北市', '板橋區')).toBeUndefined();
  });
});
