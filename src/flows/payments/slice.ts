import type { UnknownAction } from 'redux';
import type { PaymentBarcode, PaymentEntry } from '../../api/v2/payments';
import type { ClientFile, RepaymentView } from '../../api/v2/types/common';
import { asyncActions, type AsyncActionOf } from '../../store/async-actions';
import { failedCall, idleCall, startedCall, succeededCall, type CallState } from '../../store/call-state';
import { logoutSucceeded } from '../../store/session/actions';
import { receiptUploadReducer, type ReceiptUploadAction, type ReceiptUploads } from './receipt-upload-state';

/** The cases with periods still due (GET /members/payments/list, filtered as §4 says). */
export const paymentListActions = asyncActions<'payments/list', void, PaymentEntry[]>('payments/list');
/** The repayment case of one case (payload: its id): ATM account, bank and schedule. */
export const repaymentActions = asyncActions<'payments/repayment', number, RepaymentView>(
  'payments/repayment',
);
/** The convenience-store barcodes of a case's next period (payload: the case number). */
export const barcodeActions = asyncActions<
  'payments/barcode',
  string,
  { caseNo: string; barcode: PaymentBarcode }
>('payments/barcode');
/** The receipts uploaded for a case (payload: its id). */
export const receiptListActions = asyncActions<
  'payments/receipts',
  number,
  { caseId: number; files: ClientFile[] }
>('payments/receipts');

/** The payments flow's slice of the store (mounted under `payments`). */
export interface PaymentsState {
  list: CallState & { entries: PaymentEntry[] | null };
  repayment: CallState & { caseId: number | null; data: RepaymentView | null };
  barcode: CallState & { caseNo: string | null; data: PaymentBarcode | null };
  receipts: CallState & { caseId: number | null; files: ClientFile[] };
  uploads: ReceiptUploads;
}

/** Every action the payments reducer understands. */
export type PaymentsAction =
  | AsyncActionOf<typeof paymentListActions>
  | AsyncActionOf<typeof repaymentActions>
  | AsyncActionOf<typeof barcodeActions>
  | AsyncActionOf<typeof receiptListActions>
  | ReceiptUploadAction
  | ReturnType<typeof logoutSucceeded>;

const LOGGED_OUT = logoutSucceeded().type;

/** The slice before anything happened. */
export const initialPaymentsState: PaymentsState = {
  list: { ...idleCall, entries: null },
  repayment: { ...idleCall, caseId: null, data: null },
  barcode: { ...idleCall, caseNo: null, data: null },
  receipts: { ...idleCall, caseId: null, files: [] },
  uploads: receiptUploadReducer(undefined, { type: '@@init' }),
};

/** Payment calls store the server's message on failure (§7); the data of another case never shows. */
function callsReducer(state: PaymentsState, action: PaymentsAction): PaymentsState {
  switch (action.type) {
    case paymentListActions.REQUEST:
      return { ...state, list: { ...startedCall(), entries: state.list.entries } };
    case paymentListActions.SUCCESS:
      return { ...state, list: { ...succeededCall(), entries: action.payload } };
    case paymentListActions.FAILURE:
      return { ...state, list: { ...failedCall(action.payload), entries: null } };

    case repaymentActions.REQUEST: {
      const same = state.repayment.caseId === action.payload;
      return {
        ...state,
        repayment: { ...startedCall(), caseId: action.payload, data: same ? state.repayment.data : null },
      };
    }
    case repaymentActions.SUCCESS:
      return action.payload.caseSerNo === state.repayment.caseId
        ? {
            ...state,
            repayment: { ...succeededCall(), caseId: action.payload.caseSerNo, data: action.payload },
          }
        : state;
    case repaymentActions.FAILURE:
      return {
        ...state,
        repayment: { ...failedCall(action.payload), caseId: state.repayment.caseId, data: null },
      };

    case barcodeActions.REQUEST: {
      const same = state.barcode.caseNo === action.payload;
      return {
        ...state,
        barcode: { ...startedCall(), caseNo: action.payload, data: same ? state.barcode.data : null },
      };
    }
    case barcodeActions.SUCCESS:
      return action.payload.caseNo === state.barcode.caseNo
        ? {
            ...state,
            barcode: { ...succeededCall(), caseNo: action.payload.caseNo, data: action.payload.barcode },
          }
        : state;
    case barcodeActions.FAILURE:
      return {
        ...state,
        barcode: { ...failedCall(action.payload), caseNo: state.barcode.caseNo, data: null },
      };

    case receiptListActions.REQUEST: {
      const same = state.receipts.caseId === action.payload;
      return {
        ...state,
        receipts: { ...startedCall(), caseId: action.payload, files: same ? state.receipts.files : [] },
      };
    }
    case receiptListActions.SUCCESS:
      return action.payload.caseId === state.receipts.caseId
        ? { ...state, receipts: { ...succeededCall(), ...action.payload } }
        : state;
    case receiptListActions.FAILURE:
      return {
        ...state,
        receipts: { ...failedCall(action.payload), caseId: state.receipts.caseId, files: [] },
      };
    default:
      return state;
  }
}

/** The payments flow's reducer. */
export function paymentsReducer(
  state: PaymentsState = initialPaymentsState,
  incoming: UnknownAction,
): PaymentsState {
  // Every action reaches every reducer; only the payments flow's own types match.
  const action = incoming as PaymentsAction;
  // Nothing of the last member's payments may show to the next one on this device.
  if (action.type === LOGGED_OUT) return initialPaymentsState;
  const next = callsReducer(state, action);
  const uploads = receiptUploadReducer(next.uploads, incoming);
  if (uploads === next.uploads) return next;
  // A receipt that finished uploading joins the case's list at once.
  const done = incoming as ReceiptUploadAction;
  const receipts =
    done.type === 'payments/RECEIPT_UPLOADED' && done.payload.caseId === next.receipts.caseId
      ? { ...next.receipts, files: [...next.receipts.files, done.payload.file] }
      : next.receipts;
  return { ...next, uploads, receipts };
}

/** The root state as far as the payments flow reads it. */
export interface WithPayments {
  payments: PaymentsState;
}

/** The payments flow's slice. */
export const selectPayments = (state: WithPayments): PaymentsState => state.payments;
