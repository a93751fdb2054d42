import { taipeiDay, taipeiDayText } from './taipei-day';

const day = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const text = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('taipeiDay', () => {
  it.each([
    '2026-11-27T15:59:59.999Z',
    '2026-11-27T16:00:00.000Z',
    '2026-12-31T16:00:00.000Z',
    '2024-02-28T16:30:00.000Z',
    '2000-01-01T00:00:00.000Z',
    '2026-06-30T23:59:00.000Z',
  ])('gives the Taipei calendar day of %s as Intl does', (iso) => {
    const moment = new Date(iso);
    expect(taipeiDay(moment)).toBe(day.format(moment));
    expect(taipeiDayText(moment)).toBe(text.format(moment));
  });
});

describe('today in Taipei, as due dates are compared', () => {
  it('turns at Taipei midnight, not at the device’s or UTC’s', () => {
    expect(taipeiDay(new Date('2026-03-14T15:59:59Z'))).toBe('2026-03-14');
    expect(taipeiDay(new Date('2026-03-14T16:00:00Z'))).toBe('2026-03-15');
    // 2026-11-22 17:30 UTC is already the 23rd in Taipei (UTC+8).
    expect(taipeiDay(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
  });
});
