import { waitFor } from '@testing-library/react';
import { sampleJpeg } from '../../../tests/api/sample-files';
import { logInAs, startLiveApi, type LiveApi } from '../../../tests/support/live-api';
import { makeOrdersStore } from './orders-test-kit';
import { caseListActions, orderDetailActions, supplementActions } from './slice';

let api: LiveApi;
beforeAll(async () => {
  api = await startLiveApi({ logLevel: 'error' });
});
afterAll(() => api.stop());

describe('orders saga against the real server', () => {
  it('loads the demo member’s running and closed cases with their status in words', async () => {
    await logInAs('A123456789');
    const { store } = makeOrdersStore();
    store.dispatch(caseListActions.request());
    await waitFor(() => expect(store.getState().orders.caseList.status).toBe('success'));
    const lists = store.getState().orders.caseList.lists;
    expect(lists?.open.map((c) => c.statusLabel)).toEqual(['核准待對保', '繳款中']);
    expect(lists?.completed.map((c) => c.statusLabel).sort()).toEqual(['已取消', '已結清', '未核准']);
  });

  it('loads an order’s detail: documents, declaration and history', async () => {
    await logInAs('A123456789');
    const { store } = makeOrdersStore();
    store.dispatch(caseListActions.request());
    await waitFor(() => expect(store.getState().orders.caseList.status).toBe('success'));
    const approved = store.getState().orders.caseList.lists?.open[0];
    store.dispatch(orderDetailActions.request(approved?.id ?? 0));
    await waitFor(() => expect(store.getState().orders.detail.status).toBe('success'));
    const bundle = store.getState().orders.detail.bundle;
    expect(bundle?.order).toMatchObject({ caseNo: approved?.caseNo, extGuarLinkStatus: 0 });
    expect(bundle?.declaration?.content).toContain(approved?.caseNo);
    expect(bundle?.events.map((e) => e.toStatus)).toEqual(['submitted', 'reviewing', 'approved']);
    expect(bundle?.files.length).toBeGreaterThan(0);
  });

  it('stores the 014.404 message for a case of another member', async () => {
    await logInAs('F223456786');
    const { store } = makeOrdersStore();
    store.dispatch(orderDetailActions.request(1)); // 王大明's first case
    await waitFor(() => expect(store.getState().orders.detail.status).toBe('fail'));
    expect(store.getState().orders.detail).toMatchObject({ code: '014.404', bundle: null });
  });

  it('sends a supplement for the case waiting for one, and the detail then names the file', async () => {
    await logInAs('F223456786');
    const { store } = makeOrdersStore();
    store.dispatch(caseListActions.request());
    await waitFor(() => expect(store.getState().orders.caseList.status).toBe('success'));
    const waiting = store.getState().orders.caseList.lists?.open.find((c) => c.status === 'supplement');
    expect(waiting).toBeDefined();
    if (!waiting) return;
    store.dispatch(orderDetailActions.request(waiting.id));
    const file = new File([new Uint8Array(await sampleJpeg(80, 60))], '存摺封面.jpg', { type: 'image/jpeg' });
    store.dispatch(supplementActions.request({ caseId: waiting.id, caseNo: waiting.caseNo, file }));
    await waitFor(() => expect(store.getState().orders.supplement.status).toBe('success'));
    expect(store.getState().orders.supplement.filename).toBe('存摺封面.jpg');
    await waitFor(() =>
      expect(store.getState().orders.detail.bundle?.order.caseFilenames.map((f) => f.filename)).toEqual([
        '存摺封面.jpg',
      ]),
    );
  });
});
