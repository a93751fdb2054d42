import type { UnknownAction } from 'redux';
import type { CaseEvent } from '../../api/v2/cases';
import type { CaseDetail } from '../../api/v2/cases';
import type { CaseDeclaration, OrderDetail } from '../../api/v2/orders';
import type { CaseView, ClientFile } from '../../api/v2/types/common';
import { asyncActions, type AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import { logoutSucceeded } from '../../store/session/actions';

/** The member's cases in two lists: still running, and over (paid off, not approved, cancelled). */
export interface CaseLists {
  open: CaseView[];
  completed: CaseView[];
}

/** Everything the order detail shows of one case. */
export interface OrderDetailBundle {
  caseId: number;
  /** The older order detail: links to the signatures, declaration image, portrait and extra files. */
  order: OrderDetail;
  /** The application declaration; null when it could not be loaded (then `declarationFailure` says why). */
  declaration: CaseDeclaration | null;
  declarationFailure: string | null;
  /** The status history, oldest first. */
  events: CaseEvent[];
  /** The documents uploaded with the application. */
  files: ClientFile[];
  /** The member's answers to forms beyond their spec fields (what an analyst added), by form. */
  formAnswers: NonNullable<CaseDetail['formAnswers']>;
}

/** Loads both case lists (GET /members/cases and /members/cases/completed). */
export const caseListActions = asyncActions<'orders/caseList', void, CaseLists>('orders/caseList');
/** Loads the detail of one case (payload: the case id). */
export const orderDetailActions = asyncActions<'orders/detail', number, OrderDetailBundle>('orders/detail');
/** What a supplement upload needs: the case (its id reloads the detail, its number keys the call) and the file. */
export interface SupplementInput {
  caseId: number;
  caseNo: string;
  file: File;
}

/** Sends a supplementary file for a case under review; answers the stored file name. */
export const supplementActions = asyncActions<'orders/supplement', SupplementInput, string>(
  'orders/supplement',
);

const LOGGED_OUT = logoutSucceeded().type;

/** The orders flow's slice of the store (mounted under `orders`). */
export interface OrdersState {
  caseList: CallState & { lists: CaseLists | null };
  detail: CallState & { caseId: number | null; bundle: OrderDetailBundle | null };
  supplement: CallState & { filename: string | null };
}

/** Every action the orders reducer understands. */
export type OrdersAction =
  | AsyncActionOf<typeof caseListActions>
  | AsyncActionOf<typeof orderDetailActions>
  | AsyncActionOf<typeof supplementActions>
  | ReturnType<typeof logoutSucceeded>;

/** The slice before anything happened. */
export const initialOrdersState: OrdersState = {
  caseList: { ...idleCall, lists: null },
  detail: { ...idleCall, caseId: null, bundle: null },
  supplement: { ...idleCall, filename: null },
};

/** The orders flow's reducer. */
export function ordersReducer(state: OrdersState = initialOrdersState, incoming: UnknownAction): OrdersState {
  // Every action reaches every reducer; only the orders flow's own types match below.
  const action = incoming as OrdersAction;
  switch (action.type) {
    case caseListActions.REQUEST:
      // The lists shown so far stay while they reload, so the page does not flash empty.
      return { ...state, caseList: { ...startedCall(), lists: state.caseList.lists } };
    case caseListActions.SUCCESS:
      return { ...state, caseList: { ...succeededCall(), lists: action.payload } };
    case caseListActions.FAILURE:
      return { ...state, caseList: { ...failedCall(action.payload), lists: null } };

    case orderDetailActions.REQUEST: {
      // Another case's detail must not show under this one's heading while it loads.
      const same = state.detail.caseId === action.payload;
      return {
        ...state,
        detail: { ...startedCall(), caseId: action.payload, bundle: same ? state.detail.bundle : null },
        supplement: same ? state.supplement : initialOrdersState.supplement,
      };
    }
    case orderDetailActions.SUCCESS:
      // An answer for a case the member has since left is stale.
      return action.payload.caseId === state.detail.caseId
        ? { ...state, detail: { ...succeededCall(), caseId: action.payload.caseId, bundle: action.payload } }
        : state;
    case orderDetailActions.FAILURE:
      return {
        ...state,
        detail: { ...failedCall(action.payload), caseId: state.detail.caseId, bundle: null },
      };

    case supplementActions.REQUEST:
      return { ...state, supplement: { ...startedCall(), filename: null } };
    case supplementActions.SUCCESS:
      return {
        ...state,
        supplement: { ...succeededCall('已收到您的補件，我們將儘速為您審核。'), filename: action.payload },
      };
    case supplementActions.FAILURE:
      return { ...state, supplement: { ...failedCall(action.payload), filename: null } };

    case LOGGED_OUT:
      // Nothing of the last member's cases may show to the next one on this device.
      return initialOrdersState;
    default:
      return state;
  }
}

/** The root state as far as the orders flow reads it. */
export interface WithOrders {
  orders: OrdersState;
}

/** The orders flow's slice. */
export const selectOrders = (state: WithOrders): OrdersState => state.orders;
