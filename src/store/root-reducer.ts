import { combineReducers } from 'redux';
import { authReducer } from '../flows/auth/slice';
import { globalUiReducer } from './global-ui/slice';
import { sessionReducer } from './session/slice';

/**
 * Every slice of the store: the cross-flow ones here, then one line per flow
 * (`<flow>: <flow>Reducer,`), mounted under the flow's name.
 */
export const rootReducer = combineReducers({
  globalUi: globalUiReducer,
  session: sessionReducer,
  // flow slices: one line each
  auth: authReducer,
});

/** The whole store state. */
export type RootState = ReturnType<typeof rootReducer>;
