import { sameFormData } from './same-form-data';

describe('sameFormData: whether two form data objects hold the same answers', () => {
  it('counts a key set to undefined as absent', () => {
    expect(sameFormData({ name: '王大明', email: undefined }, { name: '王大明' })).toBe(true);
  });

  it('counts a nested object with no answer in it as absent (RJSF draws a contact as {})', () => {
    const loaded = { name: '王大明' };
    const drawn = { name: '王大明', firstContact: {}, secondContact: { name: undefined } };
    expect(sameFormData(drawn, loaded)).toBe(true);
    expect(sameFormData(loaded, drawn)).toBe(true);
  });

  it('tells apart a nested object that holds an answer', () => {
    expect(sameFormData({ firstContact: { name: '王小明' } }, { firstContact: {} })).toBe(false);
    expect(sameFormData({ firstContact: { name: '王小明' } }, {})).toBe(false);
  });

  it('tells apart changed values, and an emptied list from no list', () => {
    expect(sameFormData({ name: '王大明' }, { name: '王小明' })).toBe(false);
    expect(sameFormData({ amount: 0 }, {})).toBe(false);
    expect(sameFormData({ files: [] }, {})).toBe(false);
    expect(sameFormData({ files: [1, 2] }, { files: [1, 2] })).toBe(true);
  });
});
