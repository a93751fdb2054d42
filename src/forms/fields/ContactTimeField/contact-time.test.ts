import { CONTACT_TIME_SLOTS, joinContactTime, slotLabel, splitContactTime } from './contact-time';

describe('contact-time', () => {
  it('lists the spec’s slots per period', () => {
    expect(CONTACT_TIME_SLOTS.morning).toEqual(['10-11', '11-12', '12-13']);
    expect(CONTACT_TIME_SLOTS.afternoon).toEqual(['13-15', '15-17', '17-19', '19-21']);
  });

  it('labels slots as clock times', () => {
    expect(slotLabel('10-11')).toBe('10:00–11:00');
    expect(slotLabel('19-21')).toBe('19:00–21:00');
    expect(slotLabel('晚上八點後')).toBe('晚上八點後');
  });

  it('joins period and slot with a comma', () => {
    expect(joinContactTime({ period: 'morning', slot: '10-11' })).toBe('morning,10-11');
    expect(joinContactTime({ period: 'other', slot: '週末下午' })).toBe('other,週末下午');
    // A period alone is what the server refuses (its pattern): nothing is sent until the slot is chosen.
    expect(joinContactTime({ period: 'afternoon' })).toBeNull();
    expect(joinContactTime({ period: 'other', slot: '' })).toBeNull();
    expect(joinContactTime({})).toBeNull();
    expect(joinContactTime(undefined)).toBeNull();
  });

  it('splits on the first comma, two empty values for null', () => {
    expect(splitContactTime('afternoon,15-17')).toEqual({ period: 'afternoon', slot: '15-17' });
    expect(splitContactTime(null)).toEqual({ period: '', slot: '' });
    expect(splitContactTime('')).toEqual({ period: '', slot: '' });
    expect(splitContactTime('other,晚上,八點後')).toEqual({ period: 'other', slot: '晚上,八點後' });
    expect(splitContactTime('noon,12-13')).toEqual({ period: '', slot: '12-13' });
  });

  it('round-trips', () => {
    expect(joinContactTime({ period: 'afternoon', slot: '15-17' })).toBe('afternoon,15-17');
    expect(splitContactTime(joinContactTime({ period: 'afternoon', slot: '15-17' }))).toEqual({
      period: 'afternoon',
      slot: '15-17',
    });
    expect(joinContactTime(splitContactTime('morning,10-11'))).toBe('morning,10-11');
  });
});
