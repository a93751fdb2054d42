import { put, select, takeEvery } from 'redux-saga/effects';
import type { FormData } from '../../../step-flow/flow-definition';
import {
  flowDraftRestored,
  flowFilesListed,
  flowFormsReplaced,
  type flowLoaded,
  type flowReloaded,
} from '../../../step-flow/slice';
import { COMMODITY, type CommodityLoaded } from '../commodity-flow';
import type { CommodityForms } from '../model/form-data';
import { withServerUploads } from '../model/stored-files';
import { formsWithoutPasswords } from '../model/without-passwords';
import { selectWizardForms } from '../selectors';
import {
  applicationCleared,
  draftDeleteActions,
  draftLoadActions,
  identityActions,
  localFormsRestored,
  submitActions,
  type IdentityDone,
  type LoadedDraft,
} from '../actions';

/*
 * What the wizard's own actions make of the engine's run of it (the engine keeps its forms and
 * files): each action below, in the order dispatched (takeEvery), replaces the forms or lists the
 * files. A loaded draft or a kept copy put back is also where the draft's sync stands.
 */

const EMPTY: CommodityForms = { identity: {}, plan: {}, applicant: {}, product: {} };

/** Puts `forms` in the run; `sync`: as a draft put back (in sync unless `unsynced`), else as they are. */
function* setForms(forms: CommodityForms, sync: { unsynced: boolean } | null) {
  const keyed = forms as unknown as Record<string, FormData>;
  if (!sync) yield put(flowFormsReplaced(COMMODITY, keyed));
  else yield put(flowDraftRestored(COMMODITY, { forms: keyed, completed: [] }, sync.unsynced));
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
}

/** Started over, or a new application: nothing typed and no files are kept. */
function* onStartedOver() {
  yield* setForms(EMPTY, { unsynced: false });
  yield put(flowFilesListed(COMMODITY, []));
}

/** The send took the new member's password: it is forgotten. */
function* onSent() {
  const forms: CommodityForms = yield select(selectWizardForms);
  yield* setForms(formsWithoutPasswords(forms), null);
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
  yield takeEvery(draftLoadActions.SUCCESS, onDraftLoaded);
  yield takeEvery(localFormsRestored({}, []).type, onLocalRestored);
  yield takeEvery([draftDeleteActions.SUCCESS, applicationCleared().type], onStartedOver);
  yield takeEvery(submitActions.SUCCESS, onSent);
  yield takeEvery(['stepFlow/LOADED', 'stepFlow/RELOADED'], onFilesLoaded);
}
