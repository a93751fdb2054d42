import type { StoreModule } from '../../store/store-module';
import { shareSaga } from './saga';
import { shareReducer } from './slice';

/** The share flow's slice and saga, registered by the app when the flow's first route loads. */
export const shareStoreModule: StoreModule = { name: 'share', reducer: shareReducer, saga: shareSaga };
