import type { StoreModule } from '../../store/store-module';
import { AUTH_PATHS } from './auth-paths';
import { authSaga } from './saga';
import { authReducer, memberHomeActions, type AuthState } from './slice';

/** The auth flow's slice and saga, registered by the app when the flow's first route loads. */
export const authStoreModule: StoreModule = {
  name: 'auth',
  reducer: authReducer,
  saga: authSaga,
  // The member home's overview: the server draws /member with it (render-with-data.tsx).
  pages: {
    [AUTH_PATHS.memberHome]: {
      request: () => memberHomeActions.request(),
      call: (state: AuthState) => state.memberHome,
    },
  },
};
