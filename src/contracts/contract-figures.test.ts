import { articleNumber } from './contract-document';
import { capitalAmount, rocDate, twd } from './contract-figures';

describe('capitalAmount', () => {
  it.each([
    [31560, '參萬壹仟伍佰陸拾元整'],
    [30005, '參萬零伍元整'],
    [100000, '壹拾萬元整'],
    [101000, '壹拾萬壹仟元整'],
    [100010000, '壹億零壹萬元整'],
    [2630, '貳仟陸佰參拾元整'],
    [1005, '壹仟零伍元整'],
    [0, '零元整'],
  ])('%i → %s', (amount, text) => {
    expect(capitalAmount(amount)).toBe(text);
  });
});

describe('contract figures', () => {
  it('prints amounts with separators, a blank when unknown, and ROC dates', () => {
    expect(twd(31560)).toBe('新臺幣 31,560 元');
    expect(twd(null)).toBe('新臺幣＿＿＿＿元');
    expect(rocDate(new Date(2025, 5, 1))).toBe('中華民國 114 年 6 月 1 日');
  });

  it('numbers articles 第一條 to 第二十條', () => {
    expect([1, 10, 11, 12, 20].map(articleNumber)).toEqual([
      '第一條',
      '第十條',
      '第十一條',
      '第十二條',
      '第二十條',
    ]);
  });
});
