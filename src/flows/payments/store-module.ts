import type { StoreModule } from '../../store/store-module';
import { paymentsSaga } from './saga';
import { paymentsReducer } from './slice';

/** The payments flow's slice and saga, registered by the app when the flow's first route loads. */
export const paymentsStoreModule: StoreModule = {
  name: 'payments',
  reducer: paymentsReducer,
  saga: paymentsSaga,
};
