import type { StoreModule } from '../../store/store-module';
import { memberSaga } from './saga';
import { memberReducer } from './slice';

/** The member flow's slice and saga, registered by the app when the flow's first route loads. */
export const memberStoreModule: StoreModule = { name: 'member', reducer: memberReducer, saga: memberSaga };
