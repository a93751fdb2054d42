import { NO_VALUE, summaryText } from './summary-value';

describe('summaryText', () => {
  it('shows a missing value as a dash', () => {
    expect(summaryText(null, { type: ['string', 'null'] })).toBe(NO_VALUE);
    expect(summaryText('', { type: 'string' })).toBe(NO_VALUE);
    expect(summaryText(undefined, { type: 'number' })).toBe(NO_VALUE);
  });

  it('reads enums by their labels and booleans as 是 / 否', () => {
    expect(summaryText('F', { type: 'string', enum: ['M', 'F'] }, { 'ui:enumNames': ['男', '女'] })).toBe(
      '女',
    );
    expect(summaryText(true, { type: 'boolean' })).toBe('是');
    expect(summaryText(false, { type: 'boolean' })).toBe('否');
  });

  it('groups thousands, adds the unit, and reads seniority months as years and months', () => {
    expect(summaryText(35900, { type: 'integer' }, { 'ui:options': { unit: '元' } })).toBe('35,900 元');
    expect(summaryText(26, { type: 'integer' }, { 'ui:widget': 'seniority' })).toBe('2 年 2 個月');
    expect(summaryText(5, { type: 'integer' }, { 'ui:widget': 'seniority' })).toBe('5 個月');
    expect(summaryText('HR-V', { type: 'string' })).toBe('HR-V');
    expect(summaryText(2023, { type: 'integer' }, { 'ui:options': { grouping: false } })).toBe('2023');
  });
});
