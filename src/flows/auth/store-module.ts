import type { StoreModule } from '../../store/store-module';
import { authSaga } from './saga';
import { authReducer, memberHomeActions, type AuthState } from './slice';
import { ROUTE_PATHS } from '../../domain/route-paths';

/** The auth flow's slice and saga, registered by the app when the flow's first route loads. */
export const authStoreModule: StoreModule = {
  name: 'auth',
  reducer: authReducer,
  saga: authSaga,
  // The member home's overview: the server draws /member with it (render-with-data.tsx).
  pages: {
    [ROUTE_PATHS.memberHome]: {
      request: () => memberHomeActions.request(),
      call: (state: AuthState) => state.memberHome,
    },
  },
};
