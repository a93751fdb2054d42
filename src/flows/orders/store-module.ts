import type { StoreModule } from '../../store/store-module';
import { ORDER_PATHS } from './orders-paths';
import { ordersSaga } from './saga';
import { caseListActions, ordersReducer, type OrdersState } from './slice';

/** The orders flow's slice and saga, registered by the app when the flow's first route loads. */
export const ordersStoreModule: StoreModule = {
  name: 'orders',
  reducer: ordersReducer,
  saga: ordersSaga,
  // The member's cases: the server draws the order list with them (render-with-data.tsx).
  pages: {
    [ORDER_PATHS.orderList]: {
      request: () => caseListActions.request(),
      call: (state: OrdersState) => state.caseList,
    },
  },
};
