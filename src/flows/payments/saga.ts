import { all, call, put, takeLatest } from 'redux-saga/effects';
import { fetchPaymentReceiptFiles, fetchRepaymentCase } from '../../api/v2/case-sub-flows';
import { expectStatus } from '../../api/v2/client';
import {
  fetchPaymentBarcode,
  fetchPaymentList,
  type PaymentBarcode,
  type PaymentEntry,
} from '../../api/v2/payments';
import type { ClientFile, RepaymentView } from '../../api/v2/types/common';
import { toServerFailure } from '../../store/server-failure';
import { dueEntries } from './due-entries';
import { receiptUploadSaga } from './receipt-upload-saga';
import { barcodeActions, paymentListActions, receiptListActions, repaymentActions } from './slice';

type Action<P> = { type: string; payload: P };

/** Spec §7: payment calls succeed on 200 only; anything else fails with the server's message. */
const ONLY_200 = expectStatus(200);

function* loadPaymentList() {
  try {
    const entries: PaymentEntry[] = yield call(fetchPaymentList, ONLY_200);
    yield put(paymentListActions.success(dueEntries(entries)));
  } catch (error) {
    yield put(paymentListActions.failure(toServerFailure(error, '繳款資料載入失敗，請稍後再試')));
  }
}

function* loadRepayment({ payload: caseId }: Action<number>) {
  try {
    const repayment: RepaymentView = yield call(fetchRepaymentCase, caseId, ONLY_200);
    yield put(repaymentActions.success(repayment));
  } catch (error) {
    yield put(repaymentActions.failure(toServerFailure(error, '轉帳資訊載入失敗，請稍後再試')));
  }
}

function* loadBarcode({ payload: caseNo }: Action<string>) {
  try {
    const barcode: PaymentBarcode = yield call(fetchPaymentBarcode, caseNo, ONLY_200);
    yield put(barcodeActions.success({ caseNo, barcode }));
  } catch (error) {
    yield put(barcodeActions.failure(toServerFailure(error, '繳費條碼載入失敗，請稍後再試')));
  }
}

function* loadReceipts({ payload: caseId }: Action<number>) {
  try {
    const files: ClientFile[] = yield call(fetchPaymentReceiptFiles, caseId, ONLY_200);
    yield put(receiptListActions.success({ caseId, files }));
  } catch (error) {
    yield put(receiptListActions.failure(toServerFailure(error, '繳款證明載入失敗，請稍後再試')));
  }
}

/** The payments flow's watchers (forked by the root saga). */
export function* paymentsSaga() {
  yield all([
    // takeLatest: each page asks for the case it shows; only the newest answer matters.
    takeLatest(paymentListActions.REQUEST, loadPaymentList),
    takeLatest(repaymentActions.REQUEST, loadRepayment),
    takeLatest(barcodeActions.REQUEST, loadBarcode),
    takeLatest(receiptListActions.REQUEST, loadReceipts),
    // Receipt uploads run one after another (their own queue, see receipt-upload-saga.ts).
    call(receiptUploadSaga),
  ]);
}
