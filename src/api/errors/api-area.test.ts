import { apiAreaOf } from './api-area';

describe('the area a path belongs to (spec §8 per-area rules)', () => {
  it.each([
    ['/login', 'login'],
    ['/login?ref=abc', 'login'],
    ['/member/order/list', 'orderList'],
    ['/member/order/list/', 'orderList'],
    ['/member/order/step1', 'orders'],
    ['/member/order/document#top', 'orders'],
    ['/member/commodity-loans/step3', 'commodity'],
    ['/member/commodity-loans/installmentContract', 'commodity'],
    ['/member/idVerify/confirm', 'idVerify'],
    ['/member/orders', 'other'],
    ['/member/payment', 'other'],
    ['/', 'other'],
  ])('%s → %s', (path, area) => expect(apiAreaOf(path)).toBe(area));
});
