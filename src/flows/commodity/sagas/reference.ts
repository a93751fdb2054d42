import { all, call, delay, put, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { applicantToken } from '../../../api/commodity-token';
import { fetchFileCategories } from '../../../api/v2/commodity-files';
import {
  fetchCareerTypes,
  fetchInterestPlans,
  quoteInstallmentPayment,
  type CareerType,
  type InstallmentPayment,
  type InterestPlan,
} from '../../../api/v2/interest-plans';
import { fetchMidClause, type MidClause } from '../../../api/v2/reference';
import type { FileCategory } from '../../../api/v2/types/commodity';
import { toServerFailure } from '../../../store/server-failure';
import { selectCommodity } from '../selectors';
import {
  careerTypesActions,
  fileCategoriesActions,
  quoteActions,
  referenceActions,
  type QuoteInput,
} from '../actions';
import type { CommodityState } from '../slice';

type Action<P> = { type: string; payload: P };

/** How long the amount and installment must rest before a quote is asked (typing an amount). */
export const QUOTE_DEBOUNCE_MS = 300;

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

function* quote({ payload }: Action<QuoteInput>) {
  // A debounce: takeLatest cancels this wait when the member changes the amount again.
  yield delay(QUOTE_DEBOUNCE_MS);
  try {
    // Inline: an amount outside the plan answers 422, shown under the amount field.
    const result: InstallmentPayment = yield call(
      quoteInstallmentPayment,
      payload.planId,
      payload.rateId,
      { installment: payload.installment, amount: payload.amount },
      SKIP_GLOBAL_ERROR,
    );
    // Spec §3: applyAmount (the amount asked) is added on the client.
    yield put(quoteActions.success({ ...result, applyAmount: payload.amount }));
  } catch (error) {
    yield put(quoteActions.failure(toServerFailure(error, '試算失敗，請稍後再試')));
  }
}

/** The reference watchers: plans, mid clause, file categories, career types, quote. */
export function* referenceSaga() {
  yield all([
    // takeLeading: every page asks on mount; one load serves them all, repeats are dropped.
    takeLeading(referenceActions.REQUEST, loadReference),
    // takeLatest: after step 1 (and after a resume) only the newest list of draft files counts.
    takeLatest(fileCategoriesActions.REQUEST, loadFileCategories),
    // takeLatest: only the plan now chosen matters; an older plan's answer must not land.
    takeLatest(careerTypesActions.REQUEST, loadCareerTypes),
    // takeLatest + delay: debounced; the newest amount/installment cancels the older wait or call.
    takeLatest(quoteActions.REQUEST, quote),
  ]);
}
