import { call, getContext, put, select, spawn, takeLeading } from 'redux-saga/effects';
import { SKIP_GLOBAL_ERROR } from '../../../api/errors/request-flags';
import { clearCommodityToken, clearDraftToken, draftToken } from '../../../api/commodity-token';
import { commodityLogin } from '../../../api/v2/commodity-cases';
import { fetchNewMemberDraft, saveNewMemberDraft } from '../../../api/v2/commodity-drafts';
import type { CommodityDraftView, CommodityLoginData } from '../../../api/v2/types/commodity';
import {
  resumeWithCredential,
  saveServerDraft,
  type ResumedDraft,
} from '../../../step-flow/server-draft-saga';
import type { FormData } from '../../../step-flow/flow-definition';
import { flowFormsReplaced, flowReload, type FlowRunState } from '../../../step-flow/slice';
import { loadingHidden, loadingShown } from '../../../store/global-ui/actions';
import { NAVIGATE, type AppNavigate } from '../../../store/navigation';
import { toServerFailure, type ServerFailure } from '../../../store/server-failure';
import { newMemberDraftBody } from '../commodity-draft';
import { DRAFT_FORMATTING_TEXT } from '../model/from-draft';
import { MID_CLAUSE_KEY, type MidClauseAgreement } from '../model/mid-clause-agreement';
import { prefilledApplicant } from '../model/prefilled-applicant';
import { wizardFormsOf } from '../model/wizard-forms';
import {
  selectCommodity,
  selectCommodityRun,
  selectMidClauseAgreement,
  selectWizardForms,
} from '../selectors';
import type { CommodityForms } from '../model/form-data';
import {
  applicationCleared,
  formChanged,
  identityActions,
  type CommodityStep,
  type IdentityInput,
} from '../actions';
import type { CommodityState } from '../slice';
import { COMMODITY, COMMODITY_STEP_PATHS } from '../commodity-flow';
import { checkResumedRevisions } from './revision-resume';
import { fieldErrorsOfStep } from './wire-paths';
import { addDone } from './wizard-run';

type Action<P> = { type: string; payload: P };

/** A new member's draft: the draft token this tab holds if it is for this ID, else a new one. */
function* openNewMemberDraft(idCardNo: string) {
  clearCommodityToken(); // a new member applies with the draft token only
  if (draftToken()) {
    try {
      const held: CommodityDraftView | null = yield call(fetchNewMemberDraft, SKIP_GLOBAL_ERROR);
      if (held?.applicant.idCardNo === idCardNo) return;
    } catch {
      // A revoked or lapsed token: start a new draft below.
    }
    clearDraftToken();
  }
  const run: FlowRunState = yield select(selectCommodityRun);
  // POST jwt-tmp without a token starts the draft (201) and keeps its token (commodity-drafts.ts).
  yield call(saveNewMemberDraft, newMemberDraftBody(run.forms, idCardNo), SKIP_GLOBAL_ERROR);
}

function identityFailure(error: unknown): ServerFailure {
  const failure = toServerFailure(error, '身分驗證失敗，請稍後再試');
  // Login and jwt-tmp name the ID number differently (memIdNum, applicant/idCardNo): map to step 1's form.
  return { ...failure, fieldErrors: fieldErrorsOfStep(failure.fieldErrors, 'identity') };
}

/**
 * The applicant's server draft, merged with this device's copy of the same ID number (the
 * engine's resume), under the 資料加載中！ overlay: it replaces the other steps' forms, so nothing
 * of an earlier applicant in this tab stays. The mid clause agreed on this page wins over the one
 * kept, and a member's login fills in the applicant's name, email, phone and birth date.
 */
function* resumeApplicantDraft(login: CommodityLoginData | null, agreed: MidClauseAgreement | null) {
  yield put(loadingShown(DRAFT_FORMATTING_TEXT));
  let resumed: ResumedDraft | null;
  try {
    resumed = yield call(resumeWithCredential, COMMODITY, 'identity');
  } finally {
    yield put(loadingHidden());
  }
  const run: FlowRunState = yield select(selectCommodityRun);
  const applicant = prefilledApplicant(wizardFormsOf(run.forms).applicant, login) as FormData;
  const midClause: FormData | undefined = agreed ? { ...agreed } : run.forms[MID_CLAUSE_KEY];
  const forms = { ...run.forms, applicant, ...(midClause && { [MID_CLAUSE_KEY]: midClause }) };
  yield put(flowFormsReplaced(COMMODITY, forms));
  return resumed;
}

/**
 * Step 1: a member logs in (commodity token), a new member opens a token-keyed draft (jwt-tmp);
 * then the draft is resumed with what this device kept, step 1 is complete and the member goes on
 * to step 2 (or to the first step whose changed form asks for a confirmation). A failure
 * (001.405, 429…) comes back for the form to show inline.
 */
function* runIdentity({ payload }: Action<IdentityInput>) {
  const before: CommodityState = yield select(selectCommodity);
  // Read before anything is cleared: agreed on this page, it holds for the new application too.
  const agreed: MidClauseAgreement | null = yield select(selectMidClauseAgreement);
  if (before.submit.status === 'success') {
    // A new application after a sent one: forget the old, keep what step 1 holds now.
    const typed: CommodityForms = yield select(selectWizardForms);
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
  const resumed: ResumedDraft | null = yield* resumeApplicantDraft(login, agreed);
  yield put(identityActions.success({ kind: payload.isMember ? 'member' : 'newMember', login }));
  // Step 1's token obtained: the file categories (and the draft's files) come with it.
  yield put(flowReload(COMMODITY));
  yield call(addDone, [1]);
  // This device held edits the server never got: they go now.
  if (resumed?.unsynced) yield spawn(saveServerDraft, COMMODITY);
  // A draft saved under older forms opens at the first step to confirm.
  const saved = resumed?.restored?.formRevisions ?? null;
  const confirm: CommodityStep | null = yield* checkResumedRevisions(saved);
  const navigate: AppNavigate = yield getContext(NAVIGATE);
  yield call(navigate, COMMODITY_STEP_PATHS[confirm ?? 2]);
}

/** The step-1 watcher. */
export function* identitySaga() {
  // takeLeading: a second tap while logging in is ignored (no second token, no extra lockout count).
  yield takeLeading(identityActions.REQUEST, runIdentity);
}
