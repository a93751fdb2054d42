import type { ClientFile } from '../../api/v2/types/common';
import type { FileCategory } from '../../api/v2/types/commodity';
import { clearCommodityToken, setCommodityToken } from '../../api/commodity-token';
import { applyMiddleware, combineReducers, legacy_createStore as createStore } from 'redux';
import createSagaMiddleware from 'redux-saga';
import {
  applicationCleared,
  formChanged,
  identityActions,
  revisionNoteShown,
  submitActions,
} from './actions';
import {
  flowDraftSaved,
  flowFileStored,
  flowFilesListed,
  flowFormChanged,
  flowLoaded,
  flowReloaded,
  flowStepSaved,
  flowStepsDone,
  isDraftUnsynced,
  type FlowRunState,
} from '../../step-flow/slice';
import { stepFlowsReducer } from '../../step-flow/reducer';
import { withAgreement } from '../../step-flow/contract/step-contracts';
import { COMMODITY, CONFIRM_STEP, type CommodityLoaded } from './commodity-flow';
import { commodityReducer, initialCommodityState } from './slice';
import { withStoredFile } from './model/stored-files';
import { wizardRunSaga } from './sagas/wizard-run';
import {
  selectCommodityRun,
  selectCompletedSteps,
  selectContractAgreements,
  selectWizardForms,
} from './selectors';

const file = (id: number, fileCategoryId: string): ClientFile => ({
  id,
  fileCategoryId,
  name: `${id}.jpg`,
  contentType: 'image/jpeg',
  size: 1,
  fileUrl: `/files/${id}?sig=a`,
  thumbnailUrl: `/files/${id}/thumb`,
});
const category = (id: number, maxOnApply: number, clientFiles: ClientFile[] = []): FileCategory => ({
  id,
  name: `類別 ${id}`,
  maxOnApply,
  required: id !== 13,
  sampleUrl: null,
  clientFiles,
});
const loadedWith = (fileCategories: FileCategory[] | null): CommodityLoaded => ({
  plans: [],
  fileCategories,
  midClause: { appMidClausever: '1', title: '條款', content: '', publishedAt: '' },
});
/** The engine's run of the wizard after `actions` (its files by the wizard's rule, commodity-flow.ts). */
const run = (actions: { type: string }[]): FlowRunState => actions.reduce(stepFlowsReducer, {})[COMMODITY];

describe('withStoredFile (spec §4 upload rules)', () => {
  it('replaces the file of a single-file category', () => {
    expect(withStoredFile([file(1, '4')], file(2, '4'), false)).toEqual([file(2, '4')]);
  });

  it('appends in category 13 and in multi-file categories', () => {
    expect(withStoredFile([file(1, '13')], file(2, '13'), false).map((f) => f.id)).toEqual([1, 2]);
    expect(withStoredFile([file(1, '16')], file(2, '16'), true).map((f) => f.id)).toEqual([1, 2]);
  });

  it('removes a stored 15 when a 14 is stored, and a 14 when a 15 is', () => {
    const withPhone = withStoredFile([file(1, '4'), file(2, '15')], file(3, '14'), false);
    expect(withPhone.map((f) => f.fileCategoryId)).toEqual(['4', '14']);
    const withComputer = withStoredFile(withPhone, file(4, '15'), false);
    expect(withComputer.map((f) => f.fileCategoryId)).toEqual(['4', '15']);
  });

  it('stores the same file once when its reply comes twice', () => {
    expect(withStoredFile([file(1, '16')], file(1, '16'), true)).toEqual([file(1, '16')]);
  });
});

describe("the wizard's files rule (the engine keeps the files)", () => {
  it('appends a stored file whose category takes several (16, by maxOnApply), and replaces one that does not', () => {
    const loaded = flowLoaded(COMMODITY, loadedWith([category(16, 10), category(4, 1)]), {}, null);
    const stored = run([
      loaded,
      ...[file(1, '16'), file(2, '16'), file(3, '4'), file(5, '4')].map((f) => flowFileStored(COMMODITY, f)),
    ]);
    expect(stored.files.map((f) => f.id)).toEqual([1, 2, 5]);
  });

  it('removes a stored 15 when a 14 is stored (14 ⇄ 15), and lists a loaded draft’s files', () => {
    const listed = run([flowFilesListed(COMMODITY, [file(1, '4'), file(2, '15')])]);
    expect(listed.files.map((f) => f.id)).toEqual([1, 2]);
    const stored = run([flowFilesListed(COMMODITY, listed.files), flowFileStored(COMMODITY, file(3, '14'))]);
    expect(stored.files.map((f) => f.fileCategoryId)).toEqual(['4', '14']);
  });
});

describe('commodityReducer', () => {
  it('keeps the revision note until its step is saved', () => {
    const note = { step: 3 as const, fieldErrors: [{ path: '/companyTaxId', message: '表單內容已更新' }] };
    const shown = commodityReducer(initialCommodityState, revisionNoteShown(note));
    expect(shown.revisionNote).toEqual(note);
    const saved = (step: string) => flowStepSaved(COMMODITY, step, { last: false });
    expect(commodityReducer(shown, saved('plan')).revisionNote).toEqual(note);
    expect(
      commodityReducer(shown, flowStepSaved('guarantor', 'applicant', { last: false })).revisionNote,
    ).toEqual(note);
    expect(commodityReducer(shown, saved('applicant')).revisionNote).toBeNull();
    expect(commodityReducer(shown, revisionNoteShown(null)).revisionNote).toBeNull();
  });
});

/** The wizard's slice and the engine's, with the saga that keeps the wizard's forms in the engine's run. */
function wizardStore() {
  const saga = createSagaMiddleware();
  const store = createStore(
    combineReducers({ commodity: commodityReducer, stepFlows: stepFlowsReducer }),
    applyMiddleware(saga),
  );
  const task = saga.run(wizardRunSaga);
  return {
    dispatchAll: (actions: { type: string }[]) => actions.forEach((action) => store.dispatch(action)),
    forms: () => selectWizardForms(store.getState()),
    completed: () => selectCompletedSteps(store.getState()),
    agreements: () => selectContractAgreements(store.getState()),
    run: () => selectCommodityRun(store.getState()),
    state: () => store.getState(),
    stop: () => task.cancel(),
  };
}

describe("the wizard's forms in the engine's run", () => {
  it('counts edits against saves: unsynced until a save of that revision succeeds', () => {
    const typed = run([formChanged('plan', { amount: 1 }), formChanged('plan', { amount: 2 })]);
    expect(typed.draftSync.revision).toBe(2);
    const savedOld = stepFlowsReducer({ [COMMODITY]: typed }, flowDraftSaved(COMMODITY, 'now', 1))[COMMODITY];
    expect(savedOld.draftSync.syncedRevision).toBe(1); // the second edit is still unsynced
    expect(isDraftUnsynced(savedOld)).toBe(true);
    const savedAll = stepFlowsReducer({ [COMMODITY]: savedOld }, flowDraftSaved(COMMODITY, 'now', 2))[
      COMMODITY
    ];
    expect(savedAll.draftSync.syncedRevision).toBe(2);
    expect(savedAll.draftSync.savedAt).toBe('now');
  });

  it('completes step 5 when the application is sent, so the finish page shows every step done', () => {
    const kit = wizardStore();
    kit.dispatchAll([
      flowStepsDone(COMMODITY, ['identity']),
      flowStepSaved(COMMODITY, 'plan', { last: false }),
      flowStepSaved(COMMODITY, 'applicant', { last: false }),
      flowStepSaved(COMMODITY, 'product', { last: false }),
      submitActions.success({ caseNo: 'C1', caseId: 1, isEmailVerified: true }),
    ]);
    expect(kit.completed()).toEqual([1, 2, 3, 4, 5]);
    expect(kit.run().completed).toEqual(['identity', 'plan', 'applicant', 'product', 'confirm']);
    kit.stop();
  });

  it('counts the steps before a revision note as done', () => {
    const kit = wizardStore();
    kit.dispatchAll([
      flowStepsDone(COMMODITY, ['identity']),
      revisionNoteShown({ step: 3, fieldErrors: [{ path: '/companyTaxId', message: '表單內容已更新' }] }),
    ]);
    expect(kit.completed()).toEqual([1, 2]);
    kit.stop();
  });

  it('keeps the applicant verified when the flow opens with step 1 done and the tab holds its token (a reload)', () => {
    setCommodityToken('t', new Date(Date.now() + 60_000));
    try {
      const kit = wizardStore();
      kit.dispatchAll([flowLoaded(COMMODITY, loadedWith(null), {}, { forms: {}, completed: ['identity'] })]);
      expect(kit.state().commodity.applicantKind).toBe('member');
      kit.stop();
      const notDone = wizardStore();
      notDone.dispatchAll([flowLoaded(COMMODITY, loadedWith(null), {}, null)]);
      expect(notDone.state().commodity.applicantKind).toBeNull();
      notDone.stop();
    } finally {
      clearCommodityToken();
    }
  });

  it("forgets a member's login password once logged in, but keeps a new member's until the send", () => {
    const typed = formChanged('identity', { idCardNo: 'A123456789', password: 'pw123456' });
    const member = wizardStore();
    member.dispatchAll([typed, identityActions.success({ kind: 'member', login: null })]);
    expect(member.forms().identity).toEqual({ idCardNo: 'A123456789' });
    member.stop();
    const newcomer = wizardStore();
    newcomer.dispatchAll([typed, identityActions.success({ kind: 'newMember', login: null })]);
    expect(newcomer.forms().identity.password).toBe('pw123456');
    newcomer.dispatchAll([submitActions.success({ caseNo: 'C1', caseId: 1, isEmailVerified: false })]);
    expect(newcomer.forms().identity.password).toBeUndefined();
    newcomer.stop();
  });

  it("takes the server files of the flow's loaded categories as the files and the product upload fields", () => {
    const kit = wizardStore();
    kit.dispatchAll([
      formChanged('product', { productName: '手機', productsModelImei: '/old-link', passbookImg: '/gone' }),
    ]);
    const typed = kit.forms().product;
    // Loaded without the token (no categories): the form and the files stay as they are.
    kit.dispatchAll([
      flowFileStored(COMMODITY, file(5, '4')),
      flowLoaded(COMMODITY, loadedWith(null), {}, null),
    ]);
    expect(kit.forms().product).toBe(typed);
    expect(kit.run().files.map((f) => f.id)).toEqual([5]);
    const categories = [category(14, 1, [file(7, '14')]), category(16, 10, [file(8, '16')])];
    kit.dispatchAll([flowReloaded(COMMODITY, loadedWith(categories))]);
    expect(kit.run().files.map((f) => f.id)).toEqual([7, 8]);
    expect(kit.forms().product).toEqual({
      productName: '手機',
      productsModelImei: '/files/7?sig=a',
      productsImgs: ['/files/8?sig=a'],
    });
    kit.stop();
  });

  it("keeps step 5's agreements as the confirm step's data until the application starts over", () => {
    const kit = wizardStore();
    // Agreed on the engine's contract pages: the confirm step's data change.
    const first = withAgreement(kit.run().forms[CONFIRM_STEP], 'installment', '2024-06-01T08:00:00.000Z');
    kit.dispatchAll([flowFormChanged(COMMODITY, CONFIRM_STEP, first)]);
    const confirm = withAgreement(kit.run().forms[CONFIRM_STEP], 'sale', '2024-06-01T09:00:00.000Z');
    kit.dispatchAll([flowFormChanged(COMMODITY, CONFIRM_STEP, confirm)]);
    expect(kit.agreements()).toEqual({
      installment: '2024-06-01T08:00:00.000Z',
      platform: null,
      sale: '2024-06-01T09:00:00.000Z',
    });
    expect(kit.run().forms.confirm).toEqual({
      agreedAt: { installment: '2024-06-01T08:00:00.000Z', sale: '2024-06-01T09:00:00.000Z' },
    });
    kit.dispatchAll([applicationCleared()]);
    expect(kit.agreements()).toEqual({ installment: null, platform: null, sale: null });
    kit.stop();
  });
});
