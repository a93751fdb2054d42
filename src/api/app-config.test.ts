import { DEFAULT_APP_CONFIG, fromReply } from './app-config';

describe('the app configuration read from GET /api/v2/app-config', () => {
  it('takes every setting the server sends', () => {
    expect(
      fromReply({ faqUrl: 'https://example.tw/faq', liffId: '1650000000-abcd', v1BaseUrl: '/v1' }),
    ).toEqual({
      faqUrl: 'https://example.tw/faq',
      liffId: '1650000000-abcd',
      v1BaseUrl: '/v1',
    });
  });

  it('keeps the defaults for settings the server leaves out or sends with the wrong type', () => {
    expect(fromReply({ liffId: 12, faqUrl: '' })).toEqual(DEFAULT_APP_CONFIG);
  });

  it('ignores a reply that is no object (an HTML page from a proxy, a string, null)', () => {
    expect(fromReply('<!doctype html><html></html>')).toEqual(DEFAULT_APP_CONFIG);
    expect(fromReply(null)).toEqual(DEFAULT_APP_CONFIG);
  });
});
