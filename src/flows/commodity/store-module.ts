import type { StoreModule } from '../../store/store-module';
import { commoditySaga } from './saga';
import { commodityReducer } from './slice';

/** The commodity flow's slice and saga, registered by the app when the flow's first route loads. */
export const commodityStoreModule: StoreModule = {
  name: 'commodity',
  reducer: commodityReducer,
  saga: commoditySaga,
};
