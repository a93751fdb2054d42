import { fakeLineClient } from '../../line/fake-line-client';
import type { LineClient } from '../../line/line-client';
import { LineClientContext } from '../../line/line-client-context';
import { makeFlowTestStore, renderWithStore } from '../../store/testing/flow-test-kit';
import { memberSaga } from './saga';
import { memberReducer, type MemberState } from './slice';
import type { ReactElement } from 'react';

export { fakeLineClient };

/**
 * Test kit of the member flow (imported by its tests only): a real store running the real saga,
 * recording every action, with the navigation sagas use; a fake LINE client; a page renderer.
 */
export function makeMemberStore() {
  return makeFlowTestStore<{ member: MemberState }>({
    reducers: { member: memberReducer },
    saga: memberSaga,
  });
}

/**
 * Renders `page` at `path` (its route pattern: `route`) with a member store, zh-TW antd and a LINE
 * client; `/elsewhere` is another page to leave to.
 */
export function renderMemberPage(
  page: ReactElement,
  options: { path: string; route?: string; line?: LineClient | null } = { path: '/' },
) {
  const kit = makeMemberStore();
  const line = options.line ?? null;
  const route = { path: options.route ?? options.path.split('?')[0], element: page };
  const elsewhere = { path: '/elsewhere', element: <p>別的頁面</p> };
  const view = renderWithStore(kit.store, [route, elsewhere], options.path, (children) => (
    <LineClientContext.Provider value={() => line as LineClient}>{children}</LineClientContext.Provider>
  ));
  return { ...view, ...kit };
}
