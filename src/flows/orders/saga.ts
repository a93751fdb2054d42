import { all, call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../api/errors/request-flags';
import { fetchCase, fetchCases, fetchCompletedCases, type CaseDetail } from '../../api/v2/cases';
import { fetchDeclaration, fetchOrderDetail, uploadTmpCaseFile } from '../../api/v2/orders';
import type { CaseDeclaration, OrderDetail } from '../../api/v2/orders';
import { withUploadIndicator } from '../../store/global-ui/upload-indicator';
import { toServerFailure, type ServerFailure } from '../../store/server-failure';
import { CaseListMessageError, casesOfReply } from './case-list-reply';
import {
  caseListActions,
  orderDetailActions,
  supplementActions,
  type OrderDetailBundle,
  type SupplementInput,
} from './slice';

type Action<P> = { type: string; payload: P };

/** A case list that answered with a message fails with that message (§7), not with a fallback. */
function caseListFailure(error: unknown): ServerFailure {
  if (error instanceof CaseListMessageError) {
    return { status: null, code: null, message: error.message, fieldErrors: [] };
  }
  return toServerFailure(error, '案件資料載入失敗，請稍後再試');
}

function* loadCaseLists() {
  try {
    // Both lists at once: the page shows them side by side (tabs) and needs both counts.
    const [open, completed]: [unknown, unknown] = yield all([call(fetchCases), call(fetchCompletedCases)]);
    yield put(caseListActions.success({ open: casesOfReply(open), completed: casesOfReply(completed) }));
  } catch (error) {
    yield put(caseListActions.failure(caseListFailure(error)));
  }
}

/**
 * The declaration, or why it could not be had: one part of the drawer, so its failure (offline
 * with no copy kept, a server fault) shows in its own place, without a dialog, and never hides
 * the case it belongs to.
 */
function* loadDeclaration(caseId: number) {
  try {
    const declaration: CaseDeclaration = yield call(fetchDeclaration, caseId, SKIP_GLOBAL_ERROR);
    return declaration;
  } catch (error) {
    return toServerFailure(error, '申請聲明暫時無法載入，請稍後再試。');
  }
}

function* loadOrderDetail({ payload: caseId }: Action<number>) {
  try {
    // The case (Bearer) names its number, which the older detail call is keyed by.
    const detail: CaseDetail = yield call(fetchCase, caseId);
    const [order, declaration]: [OrderDetail, CaseDeclaration | ServerFailure] = yield all([
      call(fetchOrderDetail, detail.caseNo),
      call(loadDeclaration, caseId),
    ]);
    const bundle: OrderDetailBundle = {
      caseId,
      order,
      declaration: 'content' in declaration ? declaration : null,
      declarationFailure: 'content' in declaration ? null : declaration.message,
      events: detail.events,
      files: detail.files,
      formAnswers: detail.formAnswers ?? [],
    };
    yield put(orderDetailActions.success(bundle));
  } catch (error) {
    yield put(orderDetailActions.failure(toServerFailure(error, '訂單明細載入失敗，請稍後再試')));
  }
}

function* sendSupplement({ payload }: Action<SupplementInput>) {
  try {
    const filename: string = yield call(withUploadIndicator, (onProgress) =>
      uploadTmpCaseFile(payload.caseNo, payload.file, onProgress),
    );
    yield put(supplementActions.success(filename));
    // The case went back to review with the file: its detail shows the file, the list the new status.
    yield put(orderDetailActions.request(payload.caseId));
    yield put(caseListActions.request());
  } catch (error) {
    yield put(supplementActions.failure(toServerFailure(error, '補件上傳失敗，請稍後再試')));
  }
}

/** The orders flow's watchers (forked by the root saga). */
export function* ordersSaga() {
  yield all([
    // takeLatest: a reload while one runs only needs the newest answer.
    takeLatest(caseListActions.REQUEST, loadCaseLists),
    // takeLatest: the member may tap from case to case; only the one open now matters.
    takeLatest(orderDetailActions.REQUEST, loadOrderDetail),
    // takeLeading: a double tap must not send the same file twice.
    takeLeading(supplementActions.REQUEST, sendSupplement),
  ]);
}
