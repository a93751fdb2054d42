import { forgetSubmitKey, submitKeyFor } from '../submit-key';
import type { EventChannel } from 'redux-saga';
import { call, fork, getContext, put, select, take, takeLeading } from 'redux-saga/effects';
import { clearCommodityToken, clearDraftToken } from '../../../api/commodity-token';
import { browserOffline, isNetworkFailure, onlineAgain } from '../../../api/network-failure';
import { hasOfflineStorage } from '../../../api/offline/offline-db';
import { pageQueue } from '../../../api/offline/queue/page-queue';
import { settledItems, type SettledItem } from '../../../api/offline/queue/settled-channel';
import { startSession } from '../../../api/session-cookies';
import { submitCommodityApplication } from '../../../api/v2/commodity-cases';
import type { CommodityApplication, SubmittedApplication } from '../../../api/v2/types/commodity';
import { canBackSet } from '../../../store/global-ui/actions';
import { NAVIGATE, type AppNavigate } from '../../../store/navigation';
import { toServerFailure, type ServerFailure } from '../../../store/server-failure';
import { sessionStarted } from '../../../store/session/actions';
import { signatureIdsByCategory } from '../contracts/contracts';
import { clearTabCopy } from '../../../step-flow/tab-copy';
import { fileIdsByCategory, toCaseFileIds } from '../model/case-file-ids';
import { wizardFormAnswers } from '../model/wizard-form-answers';
import { toApplicationPayload } from '../model/to-application-payload';
import {
  selectChosenPlan,
  selectCommodityFiles,
  selectMidClause,
  selectMidClauseAgreement,
  selectWizardForms,
  type WithCommodity,
} from '../selectors';
import { revisionNoteShown, submitActions } from '../actions';
import {
  revisionNoteOf,
  revisionRefusalOf,
  wizardFormRevisions,
  type RevisionNote,
} from '../model/wizard-revisions';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import { isQueuedApplication, queueApplication, waitingApplication } from '../queued-application';

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
  const forms = selectWizardForms(root);
  const { identity, product } = forms;
  if (!isMember && !identity.password) return passwordRequired;
  const midClausever = selectMidClauseAgreement(root)?.version ?? selectMidClause(root)?.appMidClausever;
  const files = selectCommodityFiles(root);
  if (!midClausever) return incomplete('請先閱讀並同意個人資料蒐集、處理及利用告知事項');
  try {
    return toApplicationPayload({
      forms: { ...forms, identity: { ...identity, isMember } },
      plan,
      midClausever,
      caseFileIds: toCaseFileIds(
        { ...fileIdsByCategory(product, files), ...signatureIdsByCategory(files) },
        product.productName,
      ),
      now,
      formAnswers: wizardFormAnswers(forms),
    });
  } catch (error) {
    return incomplete(error instanceof Error ? error.message : '申請資料不完整');
  }
}

const isFailure = (value: CommodityApplication | ServerFailure): value is ServerFailure =>
  'fieldErrors' in value;

/**
 * The application was stored (now, or from the offline queue): a new member's returned token
 * starts the member session, the commodity and draft tokens, the send's key and this device's copy
 * are forgotten, and the member lands on /finish.
 */
function* finishSubmit(reply: SubmittedApplication, idCardNo: string | undefined) {
  forgetSubmitKey();
  if (reply.token) {
    startSession(reply.token, reply.expiresAt);
    yield put(sessionStarted());
  }
  clearCommodityToken();
  clearDraftToken();
  // Forgotten before anything else changes: the sent application must not come back on this device.
  if (idCardNo) yield call(clearTabCopy, COMMODITY, idCardNo);
  yield put(submitActions.success(reply));
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  yield call(navigate, COMMODITY_STEP_PATHS[6]);
}

/**
 * Whether this send may wait in the offline queue (IndexedDB): a member's may. A new member's
 * holds the password just chosen, which is never written to the device (a reload asks for it
 * again), so it waits in this page for the network instead.
 */
const mayQueue = (root: WithCommodity) => root.commodity.applicantKind === 'member' && hasOfflineStorage();

/**
 * A refused send, at once or from the offline queue: step 5 shows the message; when the forms
 * changed since they were filled (`note`), the fields are shown at the step of their form, with
 * the revisions' note, and the member is taken there.
 */
function* showRefusal(failure: ServerFailure, note: RevisionNote | null) {
  yield put(submitActions.failure(note ? { ...failure, fieldErrors: [] } : failure));
  if (!note) return;
  yield put(revisionNoteShown(note));
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  yield call(navigate, COMMODITY_STEP_PATHS[note.step]);
}

/**
 * Step 5's send: the §3 payload, agreement times = now. Failures 2013/2014/3012–3014/400-10/
 * 001.401 are shown by the global §8 catalogue; 422 details are kept (wire paths) for the pages.
 * The send names the forms' revisions; a 422 for forms changed since (keyword formRevision)
 * takes the member to the step of the first form named, with the note and its fields.
 * Offline, a member's send joins the offline queue (its reply is taken by
 * `takeQueuedApplications`), and a new member's goes when the network is back.
 */
function* runSubmit() {
  const root: WithCommodity = yield select((s: WithCommodity) => s);
  // One application at a time: one already waiting in the queue goes first, and only once.
  if (hasOfflineStorage() && waitingApplication(pageQueue().items())) return;
  const payload = applicationOf(root);
  if (isFailure(payload)) {
    yield put(submitActions.failure(payload));
    return;
  }
  yield put(canBackSet(false)); // no leaving the page half-way through a send
  const sent: CommodityApplication = { ...payload, formRevisions: wizardFormRevisions() };
  const key = submitKeyFor(sent);
  try {
    if (browserOffline()) {
      if (mayQueue(root)) {
        yield call(queueApplication, sent, key);
        return;
      }
      yield call(onlineAgain);
    }
    const reply: SubmittedApplication = yield call(submitCommodityApplication, sent, {
      headers: { 'Idempotency-Key': key },
    });
    yield call(finishSubmit, reply, selectWizardForms(root).identity.idCardNo);
  } catch (error) {
    if (isNetworkFailure(error) && mayQueue(root)) {
      // The network went during the send: the same request, with the same key, waits in the queue.
      yield call(queueApplication, sent, key);
      return;
    }
    yield call(showRefusal, toServerFailure(error, '申請送出失敗，請稍後再試'), revisionRefusalOf(error));
  } finally {
    yield put(canBackSet(true));
  }
}

/**
 * A member's application from the offline queue, stored or refused — while step 5 waits, or
 * when the wizard opens again after the service worker sent it with no page open: stored, it
 * finishes as a send does; refused, step 5 shows the server's message and the member may send
 * again; too old (7 days), it says so.
 */
function* takeQueuedApplications() {
  const channel: EventChannel<SettledItem> | null = settledItems(isQueuedApplication);
  if (!channel) return;
  while (true) {
    const { item, kind }: SettledItem = yield take(channel);
    if (kind === 'sent') {
      const idCardNo: string | undefined = yield select(
        (s: WithCommodity) => selectWizardForms(s).identity.idCardNo,
      );
      yield call(finishSubmit, item.reply as SubmittedApplication, idCardNo);
      yield call([pageQueue(), pageQueue().acknowledge], item.id);
      continue;
    }
    const message =
      kind === 'refused'
        ? (item.refusal?.message ?? '申請送出失敗，請稍後再試')
        : '此申請在 7 天內未能送出，已自本裝置移除，請重新送出申請';
    const status = item.refusal?.status ?? null;
    yield call(
      showRefusal,
      { status, code: null, message, fieldErrors: [] },
      revisionNoteOf(status, item.refusal?.details),
    );
    if (kind === 'refused') yield call([pageQueue(), pageQueue().discard], item.id);
  }
}

/** The submit watcher. */
export function* submitSaga() {
  yield fork(takeQueuedApplications);
  // takeLeading: a double tap on 送出 must never send two applications (2013 "too frequent").
  yield takeLeading(submitActions.REQUEST, runSubmit);
}
