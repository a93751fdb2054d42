import { makeFlowTestStore, renderWithStore, type TestRoute } from '../../store/testing/flow-test-kit';
import { paymentsSaga } from './saga';
import { paymentsReducer, type PaymentsState } from './slice';

/*
 * Test kit of the payments flow (imported by its tests only): a real store running the real saga,
 * and a renderer of its pages.
 */

/** A store with the payments slice and saga, recording every action. */
export function makePaymentsStore() {
  return makeFlowTestStore<{ payments: PaymentsState }>({
    reducers: { payments: paymentsReducer },
    saga: paymentsSaga,
  });
}

/** Renders `routes` at `path` with a payments store and zh-TW antd. */
export function renderPaymentRoutes(routes: TestRoute[], path: string) {
  const kit = makePaymentsStore();
  return { ...renderWithStore(kit.store, routes, path), ...kit };
}
