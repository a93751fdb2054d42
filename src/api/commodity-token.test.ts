import {
  applicantToken,
  clearCommodityToken,
  clearDraftToken,
  commodityToken,
  draftToken,
  setCommodityToken,
  setDraftToken,
} from './commodity-token';

const inAnHour = () => new Date(Date.now() + 3600_000);

beforeEach(() => sessionStorage.clear());

describe('commodity and draft tokens in sessionStorage', () => {
  it('keeps the commodity token in sessionStorage with its expiry', () => {
    setCommodityToken('c-token', inAnHour());
    expect(commodityToken()).toBe('c-token');
    expect(sessionStorage.getItem('fenqi.commodityToken')).toContain('c-token');
  });

  it('reads a lapsed token as none, and drops it', () => {
    setCommodityToken('c-token', '2026-01-01T00:00:00Z');
    expect(commodityToken(new Date('2026-01-01T00:00:01Z'))).toBeNull();
    expect(sessionStorage.getItem('fenqi.commodityToken')).toBeNull();
  });

  it('reads a damaged entry as none', () => {
    sessionStorage.setItem('fenqi.draftToken', '{not json');
    expect(draftToken()).toBeNull();
  });

  it('clears each token on its own', () => {
    setCommodityToken('c', inAnHour());
    setDraftToken('d', inAnHour());
    clearCommodityToken();
    expect(commodityToken()).toBeNull();
    expect(draftToken()).toBe('d');
    clearDraftToken();
    expect(draftToken()).toBeNull();
  });

  it('gives the applicant the commodity token first, else the draft token', () => {
    setDraftToken('d', inAnHour());
    expect(applicantToken()).toBe('d');
    setCommodityToken('c', inAnHour());
    expect(applicantToken()).toBe('c');
  });
});
