import { NOT_PAGES, pageCacheKey } from './page-cache-key';

describe('the page cache of the service worker', () => {
  it('keeps a page under its path alone: no login token or guest link is written to the cache', () => {
    expect(pageCacheKey('https://fenqi.tw/?token=abc.def')).toBe('https://fenqi.tw/');
    expect(pageCacheKey('https://fenqi.tw/member/guarantor?signPath=s3cr3t#top')).toBe(
      'https://fenqi.tw/member/guarantor',
    );
    expect(pageCacheKey('https://fenqi.tw/login')).toBe('https://fenqi.tw/login');
  });

  it('never treats the API or the development tools as pages', () => {
    const isPage = (path: string) => !NOT_PAGES.some((pattern) => pattern.test(path));
    expect(isPage('/api/v2/members/cases')).toBe(false);
    expect(isPage('/dev/studio/impact')).toBe(false);
    expect(isPage('/member/order/list')).toBe(true);
  });
});
