import type { AuthState } from '../flows/auth/slice';
import type { CommodityState } from '../flows/commodity/slice';
import type { MemberState } from '../flows/member/slice';
import type { NewsState } from '../flows/news/slice';
import type { OrdersState } from '../flows/orders/slice';
import type { PaymentsState } from '../flows/payments/slice';
import type { ShareState } from '../flows/share/slice';
import { stepFlowSaga } from '../step-flow/saga';
import { type StepFlowsState } from '../step-flow/slice';
import { stepFlowsReducer } from '../step-flow/reducer';
import { createAppStore, type AppStore } from '../store/create-store';
import { globalUiSaga } from '../store/global-ui/saga';
import { globalUiReducer } from '../store/global-ui/slice';
import type { ShellState } from '../store/hooks';
import type { AppNavigate } from '../store/navigation';
import { sessionSaga } from '../store/session/saga';
import { sessionReducer } from '../store/session/slice';
import type { StoreModule } from '../store/store-module';

/**
 * The slices and sagas every route needs from the first action: the shell's (dialogs, overlay,
 * connectivity, session) and the step-flow engine's, which runs five flows by definition.
 */
export const SHELL_MODULES: readonly StoreModule[] = [
  { name: 'globalUi', reducer: globalUiReducer, saga: () => globalUiSaga() },
  { name: 'session', reducer: sessionReducer, saga: sessionSaga },
  { name: 'stepFlows', reducer: stepFlowsReducer, saga: stepFlowSaga },
];

/** The flows with a slice of their own, present once their first route has loaded (flow-stores.ts). */
export interface FlowStates {
  auth: AuthState;
  commodity: CommodityState;
  member: MemberState;
  news: NewsState;
  orders: OrdersState;
  payments: PaymentsState;
  share: ShareState;
}

/** The whole store state as the app composes it. */
export type AppState = ShellState & { stepFlows: StepFlowsState } & Partial<FlowStates>;

/** The app's store: the shell modules now, each flow's when its route loads. */
export function createFenqiStore(
  navigate: AppNavigate,
  options: { preloadedState?: Partial<AppState>; modules?: readonly StoreModule[]; runSagas?: boolean } = {},
): AppStore<AppState> {
  return createAppStore<AppState>({
    navigate,
    modules: [...SHELL_MODULES, ...(options.modules ?? [])],
    preloadedState: options.preloadedState,
    runSagas: options.runSagas,
  });
}
