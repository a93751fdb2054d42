import type { Action } from 'redux';
import type { EventChannel } from 'redux-saga';
import { all, call, put, select, takeLatest, takeLeading, throttle } from 'redux-saga/effects';
import { flowReload } from '../../../step-flow/slice';
import { COMMODITY } from '../commodity-flow';
import { commodityToken, draftToken } from '../../../api/commodity-token';
import { pageLeavingChannel } from '../../../api/offline/page-leaving';
import { readLocalCopy, toLocalCopy, writeLocalCopy, type LocalCopy } from '../local-forms';
import { setLocalCopyReading } from '../local-restore';
import {
  selectCommodity,
  selectCompletedSteps,
  selectContractAgreements,
  selectWizardForms,
  selectWizardUnsynced,
} from '../selectors';
import type { CommodityForms, CommodityStep } from '../model/form-data';
import {
  applicantResumed,
  draftSaveActions,
  localAgreementsRestored,
  localFormsRestored,
  localRestoreRequested,
  type ApplicantKind,
} from '../actions';
import type { CommodityState } from '../slice';

/** At most one write to the device (IndexedDB) per this many ms while typing (the last change always lands). */
export const LOCAL_WRITE_THROTTLE_MS = 500;

/** Which applicant the tab's live token belongs to, if it matches the kept copy. */
function resumableKind(copy: LocalCopy): ApplicantKind | null {
  if (copy.applicantKind === 'member' && commodityToken()) return 'member';
  if (copy.applicantKind === 'newMember' && draftToken()) return 'newMember';
  return null;
}

/**
 * Puts the last application kept in this browser back into an empty slice. With the tab's token
 * still alive (a reload) step 1 stays done and the completed steps come back; without one the
 * forms only pre-fill step 1 and the rest comes back after it (identity saga).
 */
export function* restoreLocalCopy() {
  const state: CommodityState = yield select(selectCommodity);
  const forms: CommodityForms = yield select(selectWizardForms);
  if (forms.identity.idCardNo || state.applicantKind) return; // the store is ahead of the copy
  const copy: LocalCopy | null = yield call(readLocalCopy);
  if (!copy) return;
  const kind = resumableKind(copy);
  yield put(localFormsRestored(copy.forms, kind ? copy.completed : [], copy.unsynced));
  yield put(localAgreementsRestored(copy.midClause, copy.contractsAgreedAt));
  if (!kind) return;
  yield put(applicantResumed(kind));
  // Fresh signed links for the uploads, and the server's list of them.
  yield put(flowReload(COMMODITY));
  if (copy.unsynced) yield put(draftSaveActions.request({ reason: 'reconnect' }));
}

function* writeNow() {
  const state: CommodityState = yield select(selectCommodity);
  // After a submit the copy is cleared and must not come back.
  if (state.submit.status === 'success') return;
  const forms: CommodityForms = yield select(selectWizardForms);
  const unsynced: boolean = yield select(selectWizardUnsynced);
  const completed: CommodityStep[] = yield select(selectCompletedSteps);
  const contractsAgreedAt: LocalCopy['contractsAgreedAt'] = yield select(selectContractAgreements);
  const copy = toLocalCopy({ state, forms, completed, contractsAgreedAt, unsynced });
  if (!copy) return;
  // Before step 1 is done again the completed steps are not in the store yet, nor is it known
  // whether the draft is behind: keep what the kept copy says.
  const kept: LocalCopy | null = state.applicantKind ? null : yield call(readLocalCopy, copy.idCardNo);
  yield call(writeLocalCopy, kept ? { ...copy, completed: kept.completed, unsynced: kept.unsynced } : copy);
}

/** The wizard's own actions and the engine's about the wizard's run (its forms, files, draft sync). */
const isCommodityChange = (action: Action & { payload?: unknown }) =>
  (action.type.startsWith('commodity/') && action.type !== localRestoreRequested().type) ||
  (action.type.startsWith('stepFlow/') &&
    (action.payload as { flow?: string } | undefined)?.flow === COMMODITY);

/** Local persistence: restore at start (and when step 1 asks), write on every change and on leaving. */
export function* localPersistenceSaga() {
  const leaving: EventChannel<true> = yield call(pageLeavingChannel);
  // The wizard's guard waits for this first read (local-restore.ts).
  setLocalCopyReading(true);
  try {
    yield call(restoreLocalCopy);
  } finally {
    setLocalCopyReading(false);
  }
  yield all([
    // takeLeading: one restore at a time; a second ask finds the store filled and does nothing.
    takeLeading(localRestoreRequested().type, restoreLocalCopy),
    // throttle: at most one write per interval, and the newest state is always written last.
    throttle(LOCAL_WRITE_THROTTLE_MS, isCommodityChange, writeNow),
    // The page is left or hidden: the newest state is written now, not after the throttle's wait.
    takeLatest(leaving, writeNow),
  ]);
}
