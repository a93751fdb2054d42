import type { ServerFieldError } from '../forms/server-errors';
import { makeFlowTestStore } from '../store/testing/flow-test-kit';
import { defineFlow, type FlowDraft } from './flow-definition';
import { readLocalDraft, saveLocalDraft } from './local-draft';
import { stepFlowSaga } from './saga';
import {
  flowFormChanged,
  flowReset,
  flowStarted,
  flowStepSubmitted,
  flowStepsDone,
  isDraftUnsynced,
  selectFlow,
  type StepFlowsState,
} from './slice';
import { stepFlowsReducer } from './reducer';

interface Ctx {
  token: string;
}

const load = jest.fn<Promise<{ plans: number }>, [Ctx]>();
const loadDraft = jest.fn<Promise<FlowDraft | null>, [Ctx, unknown]>();
const saveDraft = jest.fn<Promise<ServerFieldError[] | void>, [FlowDraft, Ctx, unknown]>();
const discard = jest.fn<Promise<void>, [Ctx, unknown]>();
const clearCredential = jest.fn();
const DELAY = 50;

const steps = [
  { key: 'identity', path: '/s/step1', title: '身分驗證', form: 'f1' },
  { key: 'plan', path: '/s/step2', title: '選擇方案', form: 'f2' },
  { key: 'applicant', path: '/s/step3', title: '填寫資料', form: 'f3' },
];

defineFlow<Ctx, { plans: number }>({
  name: 'serverDraftFlow',
  guard: 'guest',
  draft: 'server',
  contextOf: (query) => ({ token: query.get('t') ?? '' }),
  queryOf: (ctx) => ({ t: ctx.token }),
  invalidLinkText: '',
  load: (ctx) => load(ctx),
  serverDraft: { load: loadDraft, save: saveDraft, discard, delayMs: DELAY },
  credential: { obtainedAt: 'identity', isLive: () => true, clear: clearCredential, lapsedText: '' },
  steps,
  finish: { path: '/s/finish', title: '完成' },
});

defineFlow<Ctx, { plans: number }>({
  name: 'localResetFlow',
  guard: 'guest',
  draft: 'local',
  contextOf: (query) => ({ token: query.get('t') ?? '' }),
  queryOf: (ctx) => ({ t: ctx.token }),
  invalidLinkText: '',
  load: (ctx) => load(ctx),
  steps,
  finish: { path: '/l/finish', title: '完成' },
});

function setup(name = 'serverDraftFlow') {
  const kit = makeFlowTestStore<{ stepFlows: StepFlowsState }>({
    reducers: { stepFlows: stepFlowsReducer },
    saga: stepFlowSaga,
  });
  return { ...kit, flow: () => selectFlow(kit.store.getState(), name) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Opens the flow with its credential obtained by this run (the step obtaining it done). */
async function openHeld(store: { dispatch: (action: { type: string }) => unknown }) {
  store.dispatch(flowStarted('serverDraftFlow', { token: 't1' }, 'k1'));
  await settle();
  store.dispatch(flowStepsDone('serverDraftFlow', ['identity']));
}
const rest = () => new Promise((resolve) => setTimeout(resolve, DELAY * 2));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  load.mockReset().mockResolvedValue({ plans: 3 });
  loadDraft.mockReset().mockResolvedValue(null);
  saveDraft.mockReset().mockResolvedValue();
  discard.mockReset().mockResolvedValue();
  clearCredential.mockReset();
});

describe('a `server` draft flow', () => {
  it('opens with the server draft and resumes at its first step not done', async () => {
    loadDraft.mockResolvedValue({
      forms: { identity: { idNum: 'A123456789' }, plan: { amount: 30000 } },
      completed: ['identity', 'plan'],
    });
    const { store, flow } = setup();
    store.dispatch(flowStarted('serverDraftFlow', { token: 't1' }, 'k1'));
    await settle();
    expect(loadDraft).toHaveBeenCalledWith({ token: 't1' }, { plans: 3 });
    expect(flow().forms.plan).toEqual({ amount: 30000 });
    expect(flow().completed).toEqual(['identity', 'plan']);
    expect(flow().resumeAt).toBe('applicant');
  });

  it('resumes nowhere when the draft has no step done (or there is no draft)', async () => {
    loadDraft.mockResolvedValue({ forms: { identity: { idNum: 'A1' } }, completed: [] });
    const { store, flow } = setup();
    store.dispatch(flowStarted('serverDraftFlow', { token: 't1' }, 'k1'));
    await settle();
    expect(flow().forms.identity).toEqual({ idNum: 'A1' });
    expect(flow().resumeAt).toBeNull();
  });

  it('saves the draft once typing rests, marked unsynced until the server took it', async () => {
    const { store, flow } = setup();
    await openHeld(store);
    store.dispatch(flowFormChanged('serverDraftFlow', 'identity', { idNum: 'A' }));
    store.dispatch(flowFormChanged('serverDraftFlow', 'identity', { idNum: 'A12' }));
    expect(isDraftUnsynced(flow())).toBe(true);
    expect(saveDraft).not.toHaveBeenCalled();
    await rest();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0][0]).toEqual({
      forms: { identity: { idNum: 'A12' } },
      completed: ['identity'],
    });
    expect(isDraftUnsynced(flow())).toBe(false);
    expect(flow().draftSync.savedAt).not.toBeNull();
  });

  it("saves nothing into the draft of a credential this run did not obtain (an earlier applicant's token)", async () => {
    const { store } = setup();
    store.dispatch(flowStarted('serverDraftFlow', { token: 't1' }, 'k1'));
    await settle();
    store.dispatch(flowFormChanged('serverDraftFlow', 'identity', { idNum: 'B2' }));
    await rest();
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('keeps a change made while a save runs unsynced', async () => {
    let release = () => undefined as void;
    saveDraft.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const { store, flow } = setup();
    await openHeld(store);
    store.dispatch(flowFormChanged('serverDraftFlow', 'identity', { idNum: 'A' }));
    await rest();
    expect(flow().draftSync.pending).toBe(true);
    store.dispatch(flowFormChanged('serverDraftFlow', 'identity', { idNum: 'A1' }));
    release();
    await settle();
    expect(isDraftUnsynced(flow())).toBe(true);
  });

  it('shows a failed save and stays unsynced', async () => {
    saveDraft.mockRejectedValue(new Error('down'));
    const { store, flow } = setup();
    await openHeld(store);
    store.dispatch(flowFormChanged('serverDraftFlow', 'identity', { idNum: 'A' }));
    await rest();
    expect(flow().draftSync.status).toBe('fail');
    expect(flow().draftSync.message).toBe('草稿儲存失敗，請稍後再試');
    expect(isDraftUnsynced(flow())).toBe(true);
  });

  it('saves the draft at once when a step is done, with the step among the completed', async () => {
    const { store } = setup();
    store.dispatch(flowStarted('serverDraftFlow', { token: 't1' }, 'k1'));
    await settle();
    store.dispatch(flowStepSubmitted('serverDraftFlow', 'identity', { idNum: 'A123456789' }));
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0][0]).toEqual({
      forms: { identity: { idNum: 'A123456789' } },
      completed: ['identity'],
    });
  });

  it('sends a step with nothing of its own by saving the draft with it done, once, and goes on', async () => {
    const { store, flow, navigate } = setup();
    await openHeld(store);
    store.dispatch(flowStepSubmitted('serverDraftFlow', 'plan', { amount: 5 }));
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(1);
    expect(saveDraft.mock.calls[0][0]).toEqual({
      forms: { plan: { amount: 5 } },
      completed: ['identity', 'plan'],
    });
    expect(flow().completed).toEqual(['identity', 'plan']);
    expect(isDraftUnsynced(flow())).toBe(false);
    expect(navigate).toHaveBeenLastCalledWith('/s/step3?t=t1');
  });

  it("keeps the member on a step whose fields the server refused in the draft's save", async () => {
    saveDraft.mockResolvedValueOnce([{ path: '/amount', message: '申請金額超出方案範圍' }]);
    const { store, flow, navigate } = setup();
    await openHeld(store);
    store.dispatch(flowStepSubmitted('serverDraftFlow', 'plan', { amount: 999999 }));
    await settle();
    expect(flow().save.status).toBe('fail');
    expect(flow().save.message).toBe('申請金額超出方案範圍');
    expect(flow().save.fieldErrors).toEqual([{ path: '/amount', message: '申請金額超出方案範圍' }]);
    expect(flow().completed).toEqual(['identity']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('completes a step sent by the draft when there is no reply at all (offline); the draft stays unsynced', async () => {
    saveDraft.mockRejectedValueOnce(new Error('Network Error'));
    const { store, flow, navigate } = setup();
    await openHeld(store);
    store.dispatch(flowStepSubmitted('serverDraftFlow', 'plan', { amount: 5 }));
    await settle();
    expect(flow().completed).toEqual(['identity', 'plan']);
    expect(isDraftUnsynced(flow())).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/s/step3?t=t1');
  });
});

describe('flowReset', () => {
  it('starts the same link over: the draft discarded, the credential forgotten, nothing typed kept, loaded afresh', async () => {
    const { store, flow } = setup();
    store.dispatch(flowStarted('serverDraftFlow', { token: 't1' }, 'k1'));
    await settle();
    store.dispatch(flowStepSubmitted('serverDraftFlow', 'identity', { idNum: 'A123456789' }));
    await settle();
    store.dispatch(flowReset('serverDraftFlow'));
    await settle();
    expect(discard).toHaveBeenCalledWith({ token: 't1' }, { plans: 3 });
    expect(clearCredential).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(flow().contextKey).toBe('k1');
    expect(flow().load.status).toBe('success');
    expect(flow().forms).toEqual({});
    expect(flow().completed).toEqual([]);
  });

  it('forgets the tab draft of a `local` flow', async () => {
    await saveLocalDraft('localResetFlow', 'k2', {
      forms: { identity: { idNum: 'B1' } },
      completed: ['identity'],
    });
    const { store, flow } = setup('localResetFlow');
    store.dispatch(flowStarted('localResetFlow', { token: 't2' }, 'k2'));
    await settle();
    expect(flow().completed).toEqual(['identity']);
    store.dispatch(flowReset('localResetFlow'));
    await settle();
    expect(await readLocalDraft('localResetFlow', 'k2')).toBeNull();
    expect(flow().completed).toEqual([]);
    expect(flow().forms).toEqual({});
  });
});
