import { call, getContext, put, select, takeLeading } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { clearDraftToken, draftToken } from '../../../api/commodity-token';
import { commodityLogin } from '../../../api/v2/commodity-cases';
import { fetchNewMemberDraft, saveNewMemberDraft } from '../../../api/v2/commodity-drafts';
import type { CommodityDraftView, CommodityLoginData } from '../../../api/v2/types/commodity';
import { flowReload } from '../../../step-flow/slice';
import { NAVIGATE, type AppNavigate } from '../../../store/navigation';
import { toServerFailure, type ServerFailure } from '../../../store/server-failure';
import { toDraft } from '../model/to-draft';
import { selectCommodity, selectWizardForms } from '../selectors';
import type { CommodityForms } from '../model/form-data';
import {
  applicationCleared,
  draftSaveActions,
  formChanged,
  identityActions,
  localAgreementsRestored,
  stepSaveActions,
  type CommodityStep,
  type IdentityInput,
} from '../actions';
import type { CommodityState } from '../slice';
import { readLocalCopy, type LocalCopy } from '../local-forms';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import { revisions } from './draft-save';
import { loadDraft, mergeLocalCopy } from './load-draft';
import { checkResumedRevisions } from './revision-resume';
import { fieldErrorsOfStep } from './wire-paths';

type Action<P> = { type: string; payload: P };

/** A new member's draft: the draft token this tab holds if it is for this ID, else a new one. */
function* openNewMemberDraft(idCardNo: string) {
  if (draftToken()) {
    try {
      const held: CommodityDraftView | null = yield call(fetchNewMemberDraft, SKIP_GLOBAL_ERROR);
      if (held?.applicant.idCardNo === idCardNo) return;
    } catch {
      // A revoked or lapsed token: start a new draft below.
    }
    clearDraftToken();
  }
  const { midClause }: CommodityState = yield select(selectCommodity);
  const forms: CommodityForms = yield select(selectWizardForms);
  // POST jwt-tmp without a token starts the draft (201) and keeps its token (commodity-drafts.ts).
  yield call(
    saveNewMemberDraft,
    {
      ...toDraft({ ...forms, identity: { idCardNo } }, { midClausever: midClause?.version }),
      ...revisions(),
    },
    SKIP_GLOBAL_ERROR,
  );
}

function identityFailure(error: unknown): ServerFailure {
  const failure = toServerFailure(error, '身分驗證失敗，請稍後再試');
  // Login and jwt-tmp name the ID number differently (memIdNum, applicant/idCardNo): map to step 1's form.
  return { ...failure, fieldErrors: fieldErrorsOfStep(failure.fieldErrors, 'identity') };
}

/**
 * Step 1: a member logs in (commodity token), a new member opens a token-keyed draft (jwt-tmp);
 * then the draft is loaded and merged with what this browser kept, step 1 is complete and the
 * member goes on to step 2. A failure (001.405, 429…) comes back for the form to show inline.
 */
function* runIdentity({ payload }: Action<IdentityInput>) {
  const before: CommodityState = yield select(selectCommodity);
  const typed: CommodityForms = yield select(selectWizardForms);
  // Read before anything changes: the copy is rewritten from the store as soon as step 1 is done.
  const local: LocalCopy | null = yield call(readLocalCopy, payload.idCardNo);
  if (before.submit.status === 'success') {
    // A new application after a sent one: forget the old, keep what step 1 holds now.
    yield put(applicationCleared());
    yield put(formChanged('identity', typed.identity));
  }
  let login: CommodityLoginData | null = null;
  try {
    if (payload.isMember) {
      login = yield call(commodityLogin, payload.idCardNo, payload.password ?? '', SKIP_GLOBAL_ERROR);
      clearDraftToken(); // a member applies with the commodity token only
    } else {
      yield* openNewMemberDraft(payload.idCardNo);
    }
  } catch (error) {
    yield put(identityActions.failure(identityFailure(error)));
    return;
  }
  const kind = payload.isMember ? 'member' : 'newMember';
  yield put(identityActions.success({ kind, login }));
  const draft: CommodityDraftView | null = yield* loadDraft(kind, login);
  const unsynced: boolean = yield* mergeLocalCopy(local, draft !== null, login);
  // The mid clause agreed on this page wins; else the one kept in this browser.
  const midClause = before.midClause ?? local?.midClause ?? null;
  const contracts = local?.contractsAgreedAt ?? { installment: null, platform: null, sale: null };
  yield put(localAgreementsRestored(midClause, contracts));
  // Step 1's token obtained: the file categories (and the draft's files) come with it.
  yield put(flowReload(COMMODITY));
  if (unsynced) yield put(draftSaveActions.request({ reason: 'reconnect' }));
  yield put(stepSaveActions.success(1));
  // A draft saved under older forms opens at the first step to confirm (issue 30).
  const confirm: CommodityStep | null = yield* checkResumedRevisions(draft);
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  yield call(navigate, COMMODITY_STEP_PATHS[confirm ?? 2]);
}

/** The step-1 watcher. */
export function* identitySaga() {
  // takeLeading: a second tap while logging in is ignored (no second token, no extra lockout count).
  yield takeLeading(identityActions.REQUEST, runIdentity);
}
