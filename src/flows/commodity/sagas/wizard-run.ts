import { put, select, takeEvery } from 'redux-saga/effects';
import type { FormData } from '../../../step-flow/flow-definition';
import {
  flowDraftRestored,
  flowFilesListed,
  flowFormsReplaced,
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
  applicationCleared,
  draftDeleteActions,
  draftLoadActions,
  identityActions,
  localAgreementsRestored,
  localFormsRestored,
  revisionNoteShown,
  stepSaveActions,
  submitActions,
  type ContractName,
  type IdentityDone,
  type LoadedDraft,
} from '../actions';

/*
 * What the wizard's own actions make of the engine's run of it (the engine keeps its forms, steps
 * done and files): each action below, in the order dispatched (takeEvery), replaces the forms,
 * counts the steps done or lists the files. A loaded draft or a kept copy put back is also where
 * the draft's sync stands.
 */

const EMPTY: CommodityForms = { identity: {}, plan: {}, applicant: {}, product: {} };

/** Puts `forms` in the run; `sync`: as a draft put back (in sync unless `unsynced`), else as they are. */
function* setForms(forms: CommodityForms, sync: { unsynced: boolean } | null) {
  const run: FlowRunState = yield select(selectCommodityRun);
  // Step 5's data (the agreements) stay unless they are set too.
  const keyed = { ...run.forms, ...(forms as unknown as Record<string, FormData>) };
  const { completed } = run;
  if (!sync) yield put(flowFormsReplaced(COMMODITY, keyed));
  else yield put(flowDraftRestored(COMMODITY, { forms: keyed, completed }, sync.unsynced));
}

/** Sets the steps done (in the wizard's order). */
function* setDone(steps: readonly CommodityStep[]) {
  const keys = steps.map(stepKeyOf);
  yield put(
    flowStepsDone(
      COMMODITY,
      COMMODITY_FLOW.steps.map((s) => s.key).filter((k) => keys.includes(k)),
    ),
  );
}

/** Counts `steps` done too. */
function* addDone(...steps: CommodityStep[]) {
  const done: CommodityStep[] = yield select(selectCompletedSteps);
  yield* setDone([...done, ...steps]);
}

/** A step's 下一步 saved it: it is done. */
function* onStepSaved({ payload: step }: ReturnType<typeof stepSaveActions.success>) {
  yield* addDone(step as CommodityStep);
}

/** A member's login password is done with once logged in; a new member's is needed until the send. */
function* onIdentity({ payload }: ReturnType<typeof identityActions.success>) {
  if ((payload as IdentityDone).kind !== 'member') return;
  const forms: CommodityForms = yield select(selectWizardForms);
  yield* setForms(formsWithoutPasswords(forms), null);
}

/** The loaded draft fills the forms (but step 1 as typed) and its files are the application's. */
function* onDraftLoaded({ payload }: { type: string; payload: LoadedDraft | null }) {
  if (!payload) return;
  const forms: CommodityForms = yield select(selectWizardForms);
  const identity = { ...payload.forms.identity, ...forms.identity };
  yield* setForms({ ...payload.forms, identity }, { unsynced: false });
  yield put(flowFilesListed(COMMODITY, payload.files));
}

/** The kept copy's forms go over the ones in the store (unsynced: it holds edits the server lacks). */
function* onLocalRestored({ payload }: ReturnType<typeof localFormsRestored>) {
  const forms: CommodityForms = yield select(selectWizardForms);
  yield* setForms({ ...forms, ...payload.forms }, { unsynced: payload.unsynced });
  yield* setDone(payload.completed);
}

/** The forms changed under the draft or the send (issue 30): the steps before the note's count as done. */
function* onRevisionNote({ payload: note }: ReturnType<typeof revisionNoteShown>) {
  if (!note) return;
  yield* addDone(...([1, 2, 3, 4] as const).filter((step) => step < note.step));
}

/** Step 5's agreements put back from the kept copy (a contract's page agrees through the engine). */
function* setAgreements(agreedAt: Partial<Record<ContractName, string | null>>) {
  const run: FlowRunState = yield select(selectCommodityRun);
  yield put(flowFormsReplaced(COMMODITY, { ...run.forms, [CONFIRM_STEP]: { agreedAt } }));
}

/** The agreements kept on this device came back (the mid clause is the slice's). */
function* onAgreementsRestored({ payload }: ReturnType<typeof localAgreementsRestored>) {
  yield* setAgreements(payload.contractsAgreedAt);
}

/** Started over, or a new application: nothing typed, agreed or stored is kept. */
function* onStartedOver() {
  yield* setForms(EMPTY, { unsynced: false });
  yield* setAgreements({});
  yield* setDone([]);
  yield put(flowFilesListed(COMMODITY, []));
}

/** The application was sent: step 5 (確認訂單) is done, and the new member's password forgotten. */
function* onSent() {
  const forms: CommodityForms = yield select(selectWizardForms);
  yield* setForms(formsWithoutPasswords(forms), null);
  yield* addDone(5);
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
  yield* setForms({ ...forms, product: withServerUploads(forms.product, files) }, null);
}

/** The watchers, each told in its order. */
export function* wizardRunSaga() {
  yield takeEvery(identityActions.SUCCESS, onIdentity);
  yield takeEvery(stepSaveActions.SUCCESS, onStepSaved);
  yield takeEvery(localAgreementsRestored(null, {}).type, onAgreementsRestored);
  yield takeEvery(revisionNoteShown(null).type, onRevisionNote);
  yield takeEvery(draftLoadActions.SUCCESS, onDraftLoaded);
  yield takeEvery(localFormsRestored({}, []).type, onLocalRestored);
  yield takeEvery([draftDeleteActions.SUCCESS, applicationCleared().type], onStartedOver);
  yield takeEvery(submitActions.SUCCESS, onSent);
  yield takeEvery(['stepFlow/LOADED', 'stepFlow/RELOADED'], onFilesLoaded);
}
