import type { StoreModule } from '../../store/store-module';
import { ordersSaga } from './saga';
import { ordersReducer } from './slice';

/** The orders flow's slice and saga, registered by the app when the flow's first route loads. */
export const ordersStoreModule: StoreModule = { name: 'orders', reducer: ordersReducer, saga: ordersSaga };
