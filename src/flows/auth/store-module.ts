import type { StoreModule } from '../../store/store-module';
import { authSaga } from './saga';
import { authReducer } from './slice';

/** The auth flow's slice and saga, registered by the app when the flow's first route loads. */
export const authStoreModule: StoreModule = { name: 'auth', reducer: authReducer, saga: authSaga };
