import { makeFlowTestStore, renderWithStore, type TestRoute } from '../../store/testing/flow-test-kit';
import { ordersSaga } from './saga';
import { ordersReducer, type OrdersState } from './slice';

/*
 * Test kit of the orders flow (imported by its tests only): a real store running the real saga,
 * and a renderer of its pages.
 */

/** A store with the orders slice and saga, recording every action. */
export function makeOrdersStore() {
  return makeFlowTestStore<{ orders: OrdersState }>({
    reducers: { orders: ordersReducer },
    saga: ordersSaga,
  });
}

/** Renders `routes` at `path` with an orders store and zh-TW antd. */
export function renderOrderRoutes(routes: TestRoute[], path: string) {
  const kit = makeOrdersStore();
  return { ...renderWithStore(kit.store, routes, path), ...kit };
}
