import type { ClientFile } from '../../api/v2/types/common';
import type { FileCategory } from '../../api/v2/types/commodity';
import {
  draftLoadActions,
  draftSaveActions,
  formChanged,
  identityActions,
  localFormsRestored,
  revisionNoteShown,
  stepSaveActions,
  submitActions,
} from './actions';
import {
  flowFileStored,
  flowFilesListed,
  flowLoaded,
  flowReloaded,
  type FlowRunState,
} from '../../step-flow/slice';
import { stepFlowsReducer } from '../../step-flow/reducer';
import { COMMODITY, type CommodityLoaded } from './commodity-flow';
import { commodityReducer, initialCommodityState, type CommodityState } from './slice';
import { withStoredFile } from './model/stored-files';

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
const reduce = (actions: { type: string }[], state: CommodityState = initialCommodityState) =>
  actions.reduce(commodityReducer, state);
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
  it('counts edits against saves: unsynced until a save of that revision succeeds', () => {
    const typed = reduce([formChanged('plan', { amount: 1 }), formChanged('plan', { amount: 2 })]);
    expect(typed.revision).toBe(2);
    const savedOld = reduce([draftSaveActions.success({ savedAt: 'now', revision: 1 })], typed);
    expect(savedOld.syncedRevision).toBe(1); // the second edit is still unsynced
    const savedAll = reduce([draftSaveActions.success({ savedAt: 'now', revision: 2 })], savedOld);
    expect(savedAll.syncedRevision).toBe(2);
    expect(savedAll.draftSave.savedAt).toBe('now');
  });

  it('marks a restored local copy with unsent edits as unsynced', () => {
    const state = reduce([localFormsRestored({ plan: { amount: 5 } }, [2, 1], true)]);
    expect(state.completed).toEqual([1, 2]);
    expect(state.revision).toBeGreaterThan(state.syncedRevision);
    expect(reduce([localFormsRestored({}, [], false)]).revision).toBe(0);
  });

  it("forgets a member's login password once logged in, but keeps a new member's", () => {
    const typed = reduce([formChanged('identity', { idCardNo: 'A123456789', password: 'pw123456' })]);
    const member = reduce([identityActions.success({ kind: 'member', login: null })], typed);
    expect(member.forms.identity).toEqual({ idCardNo: 'A123456789' });
    const newcomer = reduce([identityActions.success({ kind: 'newMember', login: null })], typed);
    expect(newcomer.forms.identity.password).toBe('pw123456');
    const sent = reduce(
      [submitActions.success({ caseNo: 'C1', caseId: 1, isEmailVerified: false })],
      newcomer,
    );
    expect(sent.forms.identity.password).toBeUndefined();
  });

  it('completes step 5 when the application is sent, so the finish page shows every step done', () => {
    const sent = reduce([
      stepSaveActions.success(1),
      stepSaveActions.success(2),
      stepSaveActions.success(3),
      stepSaveActions.success(4),
      submitActions.success({ caseNo: 'C1', caseId: 1, isEmailVerified: true }),
    ]);
    expect(sent.completed).toEqual([1, 2, 3, 4, 5]);
  });

  it("takes the server files of the flow's loaded categories as the files and the product upload fields", () => {
    const typed = reduce([
      formChanged('product', { productName: '手機', productsModelImei: '/old-link', passbookImg: '/gone' }),
    ]);
    const stored = flowFileStored(COMMODITY, file(5, '4'));
    // Loaded without the token (no categories): the form and the files stay as they are.
    const withoutToken = flowLoaded(COMMODITY, loadedWith(null), {}, null);
    expect(reduce([withoutToken], typed)).toBe(typed);
    expect(run([stored, withoutToken]).files.map((f) => f.id)).toEqual([5]);
    const categories = [category(14, 1, [file(7, '14')]), category(16, 10, [file(8, '16')])];
    const reloaded = flowReloaded(COMMODITY, loadedWith(categories));
    const loaded = reduce([reloaded], typed);
    expect(run([stored, withoutToken, reloaded]).files.map((f) => f.id)).toEqual([7, 8]);
    expect(loaded.forms.product).toEqual({
      productName: '手機',
      productsModelImei: '/files/7?sig=a',
      productsImgs: ['/files/8?sig=a'],
    });
  });

  it('keeps the typed identity over the loaded draft and counts the draft as synced', () => {
    const typed = reduce([formChanged('identity', { idCardNo: 'A123456789', isMember: true })]);
    const loaded = reduce(
      [
        draftLoadActions.success({
          forms: { identity: { idCardNo: 'X' }, plan: { amount: 9 }, applicant: {}, product: {} },
          files: [],
          midClausever: null,
        }),
      ],
      typed,
    );
    expect(loaded.forms.identity).toEqual({ idCardNo: 'A123456789', isMember: true });
    expect(loaded.forms.plan).toEqual({ amount: 9 });
    expect(loaded.syncedRevision).toBe(loaded.revision);
  });

  it('keeps the revision note until its step is saved, counting the steps before it as done', () => {
    const note = { step: 3 as const, fieldErrors: [{ path: '/companyTaxId', message: '表單內容已更新' }] };
    const shown = commodityReducer({ ...initialCommodityState, completed: [1] }, revisionNoteShown(note));
    expect(shown.revisionNote).toEqual(note);
    expect(shown.completed).toEqual([1, 2]);
    expect(commodityReducer(shown, stepSaveActions.success(2)).revisionNote).toEqual(note);
    expect(commodityReducer(shown, stepSaveActions.success(3)).revisionNote).toBeNull();
    expect(commodityReducer(shown, revisionNoteShown(null)).revisionNote).toBeNull();
  });
});
