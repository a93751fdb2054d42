import { call, put, select, takeEvery } from 'redux-saga/effects';
import { commodityToken, draftToken } from '../../../api/commodity-token';
import type { FormData } from '../../../step-flow/flow-definition';
import { writeServerTabCopy } from '../../../step-flow/server-draft-saga';
import {
  flowDraftRestored,
  flowFilesListed,
  flowFormsReplaced,
  flowStepSaved,
  flowStepsDone,
  type flowLoaded,
  type flowReloaded,
  type FlowRunState,
} from '../../../step-flow/slice';
import { COMMODITY, COMMODITY_FLOW, CONFIRM_STEP, stepKeyOf, type CommodityLoaded } from '../commodity-flow';
import type { CommodityForms, CommodityStep } from '../model/form-data';
import { withServerUploads } from '../model/stored-files';
import { formsWithoutPasswords } from '../model/without-passwords';
import { selectCommodityRun, selectCompletedSteps, selectWizardForms } from '../selectors';
import {
  applicantResumed,
  applicationCleared,
  draftDeleteActions,
  identityActions,
  revisionNoteShown,
  submitActions,
  type IdentityDone,
} from '../actions';

/*
 * What the wizard's own actions make of the engine's run of it (the engine keeps its forms, steps
 * done, files and draft): each action below, in the order dispatched (takeEvery), replaces the
 * forms, counts the steps done or lists the files.
 */

const EMPTY: CommodityForms = { identity: {}, plan: {}, applicant: {}, product: {} };

/** Puts `forms` (steps 1–4) in the run, the rest of its forms kept; not typing. */
function* setForms(forms: CommodityForms) {
  const run: FlowRunState = yield select(selectCommodityRun);
  yield put(
    flowFormsReplaced(COMMODITY, { ...run.forms, ...(forms as unknown as Record<string, FormData>) }),
  );
}

/**
 * Counts `steps` done too (in the wizard's order); this device's copy says so at once, so a reload
 * opens on the step now to do.
 */
export function* addDone(steps: readonly CommodityStep[]) {
  const done: CommodityStep[] = yield select(selectCompletedSteps);
  const keys = [...done, ...steps].map(stepKeyOf);
  yield put(
    flowStepsDone(
      COMMODITY,
      COMMODITY_FLOW.steps.map((s) => s.key).filter((k) => keys.includes(k)),
    ),
  );
  yield call(writeServerTabCopy, COMMODITY);
}

/** A member's login password is done with once logged in; a new member's is needed until the send. */
function* onIdentity({ payload }: ReturnType<typeof identityActions.success>) {
  if ((payload as IdentityDone).kind !== 'member') return;
  const forms: CommodityForms = yield select(selectWizardForms);
  yield* setForms(formsWithoutPasswords(forms));
}

/** The forms changed under the draft or the send: the steps before the note's count as done. */
function* onRevisionNote({ payload: note }: ReturnType<typeof revisionNoteShown>) {
  if (!note) return;
  yield* addDone(([1, 2, 3, 4] as const).filter((step) => step < note.step));
}

/** Started over, or a new application: nothing typed, agreed or stored is kept. */
function* onStartedOver() {
  const forms = EMPTY as unknown as Record<string, FormData>;
  yield put(flowDraftRestored(COMMODITY, { forms, completed: [] }, false));
  yield put(flowFilesListed(COMMODITY, []));
}

/**
 * The application was sent: the new member's password is forgotten, and the run is finished with
 * step 5 (確認訂單) done, so nothing of it is saved or kept on the device any more (a save or a copy
 * started by the last edits finds it finished).
 */
function* onSent({ payload: reply }: ReturnType<typeof submitActions.success>) {
  const forms: CommodityForms = yield select(selectWizardForms);
  yield* setForms(formsWithoutPasswords(forms));
  yield put(flowStepSaved(COMMODITY, CONFIRM_STEP, { last: true, result: reply }));
}

/**
 * The flow opened with step 1 done (this device's copy, with the tab's token still live: a
 * reload): the applicant stays verified as the member or new member the token is for.
 */
function* onOpened({ payload }: ReturnType<typeof flowLoaded>) {
  if (payload.flow !== COMMODITY) return;
  const done: CommodityStep[] = yield select(selectCompletedSteps);
  if (!done.includes(1)) return;
  if (commodityToken()) yield put(applicantResumed('member'));
  else if (draftToken()) yield put(applicantResumed('newMember'));
}

/**
 * The flow's load (or its reload with step 1's token) listed the file categories with the draft's
 * stored files: they replace the product's upload fields (fresh signed links).
 */
function* onFilesLoaded({ payload }: ReturnType<typeof flowLoaded> | ReturnType<typeof flowReloaded>) {
  if (payload.flow !== COMMODITY) return;
  const categories = (payload.loaded as CommodityLoaded | undefined)?.fileCategories;
  if (!categories) return;
  const forms: CommodityForms = yield select(selectWizardForms);
  const files = categories.flatMap((category) => category.clientFiles);
  yield* setForms({ ...forms, product: withServerUploads(forms.product, files) });
}

/** The watchers, each told in its order. */
export function* wizardRunSaga() {
  yield takeEvery(identityActions.SUCCESS, onIdentity);
  yield takeEvery(revisionNoteShown(null).type, onRevisionNote);
  yield takeEvery([draftDeleteActions.SUCCESS, applicationCleared().type], onStartedOver);
  yield takeEvery(submitActions.SUCCESS, onSent);
  yield takeEvery('stepFlow/LOADED', onOpened);
  yield takeEvery(['stepFlow/LOADED', 'stepFlow/RELOADED'], onFilesLoaded);
}
