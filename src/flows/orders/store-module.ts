import type { StoreModule } from '../../store/store-module';
import { ordersSaga } from './saga';
import { caseListActions, ordersReducer, type OrdersState } from './slice';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** The orders flow's slice and saga, registered by the app when the flow's first route loads. */
export const ordersStoreModule: StoreModule = {
  name: 'orders',
  reducer: ordersReducer,
  saga: ordersSaga,
  // The member's cases: the server draws the order list with them (render-with-data.tsx).
  pages: {
    [ROUTE_PATHS.orderList]: {
      request: () => caseListActions.request(),
      call: (state: OrdersState) => state.caseList,
    },
  },
};
