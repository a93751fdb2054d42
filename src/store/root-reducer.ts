import { combineReducers } from 'redux';
import { authReducer } from '../flows/auth/slice';
import { commodityReducer } from '../flows/commodity/slice';
import { memberReducer } from '../flows/member/slice';
import { newsReducer } from '../flows/news/slice';
import { ordersReducer } from '../flows/orders/slice';
import { paymentsReducer } from '../flows/payments/slice';
import { shareReducer } from '../flows/share/slice';
import { stepFlowsReducer } from '../step-flow/slice';
import { globalUiReducer } from './global-ui/slice';
import { sessionReducer } from './session/slice';

/**
 * Every slice of the store: the cross-flow ones here, then one line per flow
 * (`<flow>: <flow>Reducer,`), mounted under the flow's name.
 */
export const rootReducer = combineReducers({
  globalUi: globalUiReducer,
  session: sessionReducer,
  // every step flow (src/step-flow), by flow name
  stepFlows: stepFlowsReducer,
  // flow slices: one line each
  auth: authReducer,
  commodity: commodityReducer,
  member: memberReducer,
  news: newsReducer,
  orders: ordersReducer,
  payments: paymentsReducer,
  share: shareReducer,
});

/** The whole store state. */
export type RootState = ReturnType<typeof rootReducer>;
