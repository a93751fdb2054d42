import type { StoreModule } from '../../store/store-module';
import { newsSaga } from './saga';
import { newsReducer } from './slice';

/** The news flow's slice and saga, registered by the app when the flow's first route loads. */
export const newsStoreModule: StoreModule = { name: 'news', reducer: newsReducer, saga: newsSaga };
