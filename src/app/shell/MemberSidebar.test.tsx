import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '../paths';
import { currentUrl, renderApp, type RenderedApp } from '../testing/render-app';
import { REFERRAL_VISIBLE_UNTIL } from './member-menu';

let app: RenderedApp | undefined;
afterEach(() => {
  app?.sagaTask.cancel();
  app = undefined;
  window.localStorage.clear();
});

const at = (iso: string) => ({ now: () => new Date(iso) });

async function sidebar() {
  // The sidebar's menu is its own chunk: the first import (a cold module transform) can take seconds.
  return within(await screen.findByTestId('member-sidebar', {}, { timeout: 15_000 }));
}

describe('member sidebar', () => {
  it('is titled 會員中心 and lists the member-centre entries plus 登出', async () => {
    app = renderApp(PATHS.news.path, { loggedIn: true, clock: at('2024-07-01T12:00:00+08:00') });
    const side = await sidebar();
    expect(side.getByText('會員中心')).toBeTruthy();
    for (const label of [
      '最新消息',
      '我的訂單',
      '我要繳款',
      '變更密碼',
      '基本資料',
      '好友推薦獎勵',
      '登出',
    ]) {
      expect(side.getByText(label)).toBeTruthy();
    }
  });

  it('shows 好友推薦獎勵 up to the last second of 2024-07-31 (Taiwan time)', async () => {
    expect(REFERRAL_VISIBLE_UNTIL.toISOString()).toBe('2024-07-31T15:59:59.000Z');
    app = renderApp(PATHS.news.path, { loggedIn: true, clock: at('2024-07-31T23:59:59+08:00') });
    expect((await sidebar()).getByText('好友推薦獎勵')).toBeTruthy();
  });

  it('hides 好友推薦獎勵 from 2024-08-01 00:00 (Taiwan time)', async () => {
    app = renderApp(PATHS.news.path, { loggedIn: true, clock: at('2024-08-01T00:00:00+08:00') });
    const side = await sidebar();
    expect(side.getByText('基本資料')).toBeTruthy();
    expect(side.queryByText('好友推薦獎勵')).toBeNull();
  });

  it('collapses to the 56 px mini mode and back, remembering the choice', async () => {
    app = renderApp(PATHS.news.path, { loggedIn: true });
    const element = await screen.findByTestId('member-sidebar');
    expect(element.style.width).toBe('230px');
    fireEvent.click(within(element).getByRole('button', { name: '收合選單' }));
    await waitFor(() => expect(element.style.width).toBe('56px'));
    expect(element.getAttribute('data-collapsed')).toBe('true');
    expect(within(element).queryByText('會員中心')).toBeNull();
    expect(window.localStorage.getItem('fenqi.sidebarCollapsed')).toBe('1');
    fireEvent.click(within(element).getByRole('button', { name: '展開選單' }));
    await waitFor(() => expect(element.style.width).toBe('230px'));
  });

  it('navigates to the chosen entry and marks the current one', async () => {
    app = renderApp(PATHS.news.path, { loggedIn: true });
    const side = await sidebar();
    fireEvent.click(side.getByText('我要繳款'));
    await waitFor(() => expect(currentUrl(app!.router)).toBe('/member/payment'));
    // antd's class is the subject: Menu marks the current entry by it alone (no aria-current).
    await waitFor(() =>
      expect(side.getByText('我要繳款').closest('li')?.className).toContain('ant-menu-item-selected'),
    );
  });

  it('is not shown to visitors', async () => {
    app = renderApp(PATHS.guarantor.path);
    await screen.findByRole('heading', { name: '保證人資料填寫' });
    expect(screen.queryByTestId('member-sidebar')).toBeNull();
  });
});
