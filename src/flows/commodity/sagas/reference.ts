import { all, call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { applicantToken } from '../../../api/commodity-token';
import { fetchFileCategories } from '../../../api/v2/commodity-files';
import { fetchInterestPlans, type InterestPlan } from '../../../api/v2/interest-plans';
import { fetchMidClause, type MidClause } from '../../../api/v2/reference';
import type { FileCategory } from '../../../api/v2/types/commodity';
import { toServerFailure } from '../../../store/server-failure';
import { selectCommodity } from '../selectors';
import { fileCategoriesActions, referenceActions } from '../actions';
import type { CommodityState } from '../slice';

function* loadReference() {
  try {
    // The categories need the applicant's token (commodity or draft); before step 1 there is none
    // and fileCategoriesActions loads them once step 1 is done.
    const [plans, midClause, fileCategories]: [InterestPlan[], MidClause, FileCategory[]] = yield all([
      call(fetchInterestPlans),
      call(fetchMidClause),
      applicantToken() ? call(fetchFileCategories) : [],
    ]);
    yield put(referenceActions.success({ plans, midClause, fileCategories }));
  } catch (error) {
    yield put(referenceActions.failure(toServerFailure(error, '申請資料載入失敗，請稍後再試')));
  }
}

function* loadFileCategories() {
  // The categories are stored into the reference data: wait for a load that is under way.
  const { reference }: CommodityState = yield select(selectCommodity);
  if (reference.pending) yield take([referenceActions.SUCCESS, referenceActions.FAILURE]);
  try {
    const categories: FileCategory[] = yield call(fetchFileCategories);
    yield put(fileCategoriesActions.success(categories));
  } catch (error) {
    yield put(fileCategoriesActions.failure(toServerFailure(error, '上傳項目載入失敗，請稍後再試')));
  }
}

/** The reference watchers: plans, mid clause, file categories. */
export function* referenceSaga() {
  yield all([
    // takeLeading: every page asks on mount; one load serves them all, repeats are dropped.
    takeLeading(referenceActions.REQUEST, loadReference),
    // takeLatest: after step 1 (and after a resume) only the newest list of draft files counts.
    takeLatest(fileCategoriesActions.REQUEST, loadFileCategories),
  ]);
}
