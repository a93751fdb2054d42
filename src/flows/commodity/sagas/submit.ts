import { forgetSubmitKey, submitKeyFor } from '../submit-key';
import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { clearCommodityToken, clearDraftToken } from '../../../api/commodity-token';
import { startSession } from '../../../api/session-cookies';
import { submitCommodityApplication } from '../../../api/v2/commodity-cases';
import type { CommodityApplication, SubmittedApplication } from '../../../api/v2/types/commodity';
import { canBackSet } from '../../../store/global-ui/actions';
import { NAVIGATE, type AppNavigate } from '../../../store/navigation';
import { toServerFailure, type ServerFailure } from '../../../store/server-failure';
import { sessionStarted } from '../../../store/session/actions';
import { signatureIdsByCategory } from '../contracts/contracts';
import { clearLocalCopy } from '../local-forms';
import { fileIdsByCategory, toCaseFileIds } from '../model/case-file-ids';
import { toApplicationPayload } from '../model/to-application-payload';
import { selectChosenPlan, selectMidClause, type WithCommodity } from '../selectors';
import { revisionNoteShown, submitActions } from '../actions';
import { revisionRefusalOf, wizardFormRevisions } from '../model/wizard-revisions';
import { COMMODITY_STEP_PATHS } from '../commodity-flow';

/** The failure code when a new member's password was lost (a reload) and must be typed again. */
export const PASSWORD_REQUIRED = 'password-required';

const passwordRequired: ServerFailure = {
  status: null,
  code: PASSWORD_REQUIRED,
  message: '為保護您的資料，重新整理後需再次輸入您設定的密碼',
  fieldErrors: [{ path: '/password', message: '請輸入密碼' }],
};

const incomplete = (message: string): ServerFailure => ({
  status: null,
  code: null,
  message,
  fieldErrors: [],
});

/** The §3 payload from the slice, or the failure that keeps it from being sent. */
export function applicationOf(
  root: WithCommodity,
  now: Date = new Date(),
): CommodityApplication | ServerFailure {
  const state = root.commodity;
  const plan = selectChosenPlan(root);
  if (!plan) return incomplete('請先選擇分期方案');
  const isMember = state.applicantKind === 'member';
  const { identity, product } = state.forms;
  if (!isMember && !identity.password) return passwordRequired;
  const midClausever = state.midClause?.version ?? selectMidClause(root)?.appMidClausever;
  if (!midClausever) return incomplete('請先閱讀並同意個人資料蒐集、處理及利用告知事項');
  try {
    return toApplicationPayload({
      forms: { ...state.forms, identity: { ...identity, isMember } },
      plan,
      midClausever,
      caseFileIds: toCaseFileIds(
        { ...fileIdsByCategory(product, state.files), ...signatureIdsByCategory(state.files) },
        product.productName,
      ),
      now,
    });
  } catch (error) {
    return incomplete(error instanceof Error ? error.message : '申請資料不完整');
  }
}

const isFailure = (value: CommodityApplication | ServerFailure): value is ServerFailure =>
  'fieldErrors' in value;

/**
 * Step 5's send: the §3 payload, agreement times = now. Failures 2013/2014/3012–3014/400-10/
 * 001.401 are shown by the global §8 catalogue; 422 details are kept (wire paths) for the pages.
 * The send names the forms' revisions; a 422 for forms changed since (keyword formRevision)
 * takes the member to the step of the first form named, with the note and its fields.
 * On success a new member's returned token starts the member session, the commodity and draft
 * tokens and the local copy are forgotten, and the member lands on /finish.
 */
function* runSubmit() {
  const root: WithCommodity = yield select((s: WithCommodity) => s);
  const payload = applicationOf(root);
  if (isFailure(payload)) {
    yield put(submitActions.failure(payload));
    return;
  }
  yield put(canBackSet(false)); // no leaving the page half-way through a send
  const sent: CommodityApplication = { ...payload, formRevisions: wizardFormRevisions() };
  try {
    const reply: SubmittedApplication = yield call(submitCommodityApplication, sent, {
      headers: { 'Idempotency-Key': submitKeyFor(sent) },
    });
    forgetSubmitKey();
    if (reply.token) {
      startSession(reply.token, reply.expiresAt);
      yield put(sessionStarted());
    }
    clearCommodityToken();
    clearDraftToken();
    yield put(submitActions.success(reply));
    const idCardNo = root.commodity.forms.identity.idCardNo;
    if (idCardNo) clearLocalCopy(idCardNo);
    const navigate: AppNavigate = yield getContext(NAVIGATE);
    yield call(navigate, COMMODITY_STEP_PATHS[6]);
  } catch (error) {
    const failure = toServerFailure(error, '申請送出失敗，請稍後再試');
    const note = revisionRefusalOf(error);
    // The forms changed since they were filled: the fields are shown at the step of their form.
    yield put(submitActions.failure(note ? { ...failure, fieldErrors: [] } : failure));
    if (note) {
      yield put(revisionNoteShown(note));
      const navigate: AppNavigate = yield getContext(NAVIGATE);
      yield call(navigate, COMMODITY_STEP_PATHS[note.step]);
    }
  } finally {
    yield put(canBackSet(true));
  }
}

/** The submit watcher. */
export function* submitSaga() {
  // takeLeading: a double tap on 送出 must never send two applications (2013 "too frequent").
  yield takeLeading(submitActions.REQUEST, runSubmit);
}
