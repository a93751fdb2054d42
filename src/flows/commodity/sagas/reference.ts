import { all, call, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { applicantToken } from '../../../api/commodity-token';
import { fetchFileCategories } from '../../../api/v2/commodity-files';
import {
  fetchCareerTypes,
  fetchInterestPlans,
  type CareerType,
  type InterestPlan,
} from '../../../api/v2/interest-plans';
import { fetchMidClause, type MidClause } from '../../../api/v2/reference';
import type { FileCategory } from '../../../api/v2/types/commodity';
import { toServerFailure } from '../../../store/server-failure';
import { selectCommodity } from '../selectors';
import { careerTypesActions, fileCategoriesActions, referenceActions } from '../actions';
import type { CommodityState } from '../slice';

type Action<P> = { type: string; payload: P };

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

function* loadCareerTypes({ payload: planId }: Action<number>) {
  try {
    const types: CareerType[] = yield call(fetchCareerTypes, planId);
    yield put(careerTypesActions.success(types));
  } catch (error) {
    yield put(careerTypesActions.failure(toServerFailure(error, '職業類別載入失敗，請稍後再試')));
  }
}

/** The reference watchers: plans, mid clause, file categories, career types. */
export function* referenceSaga() {
  yield all([
    // takeLeading: every page asks on mount; one load serves them all, repeats are dropped.
    takeLeading(referenceActions.REQUEST, loadReference),
    // takeLatest: after step 1 (and after a resume) only the newest list of draft files counts.
    takeLatest(fileCategoriesActions.REQUEST, loadFileCategories),
    // takeLatest: only the plan now chosen matters; an older plan's answer must not land.
    takeLatest(careerTypesActions.REQUEST, loadCareerTypes),
  ]);
}
