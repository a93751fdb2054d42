import { connectivityChanged } from '../store/global-ui/actions';
import { makeFlowTestStore } from '../store/testing/flow-test-kit';
import { loadForm } from '../forms/load-form';
import { defineFlow, type FlowDraft, type FormData } from './flow-definition';
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
import { mergedDraft, readTabCopy, writeTabCopy, type TabCopy } from './tab-copy';
import { answeredSend } from './testing/answered-send';

/*
 * A `server` flow with a credential and a copy on this device (the wizard's drafts as
 * engine options): the copy per owner, the draft loaded once the credential is obtained, the copy
 * winning when the server is behind, saving again on reconnect, refused values left out.
 */

const FLOW = 'tabCopyFlow';
const DELAY = 40;
const loadDraft = jest.fn<Promise<FlowDraft | null>, [unknown, unknown]>();
const saveDraft = jest.fn<Promise<void>, [FlowDraft, unknown, unknown]>();
let live = false;

const tabCopy = {
  ownerOf: (forms: Record<string, FormData>) => {
    const id = forms.identity?.idNum;
    return typeof id === 'string' && id !== '' ? id : null;
  },
  kept: (forms: Record<string, FormData>) => {
    const { password: _password, ...identity } = forms.identity ?? {};
    return { ...forms, identity };
  },
};

defineFlow<Record<string, never>, { plans: number }>({
  name: FLOW,
  guard: 'guest',
  draft: 'server',
  contextOf: () => ({}),
  queryOf: () => ({}),
  invalidLinkText: '',
  load: () => Promise.resolve({ plans: 3 }),
  serverDraft: { load: loadDraft, save: saveDraft, delayMs: DELAY, tabCopy },
  credential: {
    obtainedAt: 'identity',
    isLive: () => live,
    clear: () => (live = false),
    lapsedText: '',
  },
  steps: [
    {
      key: 'identity',
      path: '/t/step1',
      title: '身分驗證',
      send: answeredSend(async () => void (live = true)),
    },
    { key: 'plan', path: '/t/step2', title: '選擇方案' },
    { key: 'applicant', path: '/t/step3', title: '填寫資料', form: 'commodityApplicant' },
  ],
  finish: { path: '/t/finish', title: '完成' },
});

function open() {
  const kit = makeFlowTestStore<{ stepFlows: StepFlowsState }>({
    reducers: { stepFlows: stepFlowsReducer },
    saga: stepFlowSaga,
  });
  const run = () => selectFlow(kit.store.getState(), FLOW);
  kit.store.dispatch(flowStarted(FLOW, {}, '{}'));
  return { ...kit, run };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Longer than the copy's and the draft's waits together. */
const rest = () => new Promise((resolve) => setTimeout(resolve, 300 + DELAY * 3));

const copyOf = (owner: string, forms: Record<string, FormData>, more: Partial<TabCopy> = {}): TabCopy => ({
  owner,
  forms,
  completed: [],
  unsynced: false,
  ...more,
});

beforeEach(() => {
  localStorage.clear();
  live = false;
  loadDraft.mockReset().mockResolvedValue(null);
  saveDraft.mockReset().mockResolvedValue();
});

describe('mergedDraft', () => {
  const server: FlowDraft = { forms: { plan: { amount: 1 } }, completed: ['identity', 'plan'] };

  it("takes the server's forms when the copy holds nothing it has not got", () => {
    const copy = copyOf('A1', { plan: { amount: 2 } }, { completed: ['identity'] });
    expect(mergedDraft(server, copy, 'identity')).toEqual({ draft: server, unsynced: false });
  });

  it("takes the copy's forms when it holds edits the server never got, and says they are unsynced", () => {
    const copy = copyOf(
      'A1',
      { plan: { amount: 2 } },
      { unsynced: true, completed: ['identity', 'applicant'] },
    );
    expect(mergedDraft(server, copy, 'identity')).toEqual({
      draft: { forms: { plan: { amount: 2 } }, completed: ['identity', 'plan', 'applicant'] },
      unsynced: true,
    });
  });

  it("keeps from the copy what the server's draft does not carry, and the step that obtained the credential", () => {
    const copy = copyOf('A1', {
      identity: { idNum: 'A1', isMember: true },
      plan: { amount: 2 },
      confirm: { agreedAt: { sale: 'T' } },
    });
    const withIdentity: FlowDraft = { ...server, forms: { ...server.forms, identity: { idNum: 'A1' } } };
    expect(mergedDraft(withIdentity, copy, 'identity').draft?.forms).toEqual({
      identity: { idNum: 'A1', isMember: true },
      plan: { amount: 1 },
      confirm: { agreedAt: { sale: 'T' } },
    });
  });

  it('takes the copy when the server has no draft, only if it answered a step past the credential', () => {
    expect(mergedDraft(null, copyOf('A1', { identity: { idNum: 'A1' } }), 'identity').unsynced).toBe(false);
    expect(mergedDraft(null, copyOf('A1', { plan: { amount: 2 } }), 'identity')).toEqual({
      draft: { forms: { plan: { amount: 2 } }, completed: [] },
      unsynced: true,
    });
  });
});

describe('a `server` flow with a copy on the device', () => {
  it('keeps typing on the device per owner (without the password) before the credential, and sends nothing', async () => {
    const { store, run } = open();
    await settle();
    store.dispatch(flowFormChanged(FLOW, 'identity', { idNum: 'A123456789', password: 'secret1' }));
    await rest();
    expect(saveDraft).not.toHaveBeenCalled();
    expect(isDraftUnsynced(run())).toBe(true);
    // Not marked unsynced: the step obtaining the credential is kept as typed when the server's
    // draft comes, and must not win over it (the rest of the application is the server's).
    expect(await readTabCopy(FLOW, 'A123456789')).toEqual(
      copyOf('A123456789', { identity: { idNum: 'A123456789' } }, { unsynced: false }),
    );
    expect(JSON.stringify(localStorage)).not.toContain('secret1');
  });

  it('opens again with the last copy, its steps to be done again until the credential', async () => {
    await writeTabCopy(FLOW, tabCopy, {
      forms: { identity: { idNum: 'B1' }, plan: { amount: 5 } },
      completed: ['identity', 'plan'],
      unsynced: true,
    });
    const { run } = open();
    await settle();
    await settle();
    expect(run().forms).toEqual({ identity: { idNum: 'B1' }, plan: { amount: 5 } });
    expect(run().completed).toEqual([]);
    expect(loadDraft).not.toHaveBeenCalled();
  });

  it("opens with the copy, steps done and all, when the server's draft cannot be read (a reload offline)", async () => {
    live = true;
    await writeTabCopy(FLOW, tabCopy, {
      forms: { identity: { idNum: 'B2' }, plan: { amount: 6 } },
      completed: ['identity', 'plan'],
      unsynced: false,
    });
    loadDraft.mockRejectedValue(new Error('Network Error'));
    const { run } = open();
    await settle();
    await settle();
    expect(loadDraft).toHaveBeenCalledTimes(1);
    expect(run().load.status).toBe('success');
    expect(run().forms).toEqual({ identity: { idNum: 'B2' }, plan: { amount: 6 } });
    expect(run().completed).toEqual(['identity', 'plan']);
  });

  it("loads the owner's server draft once the credential is obtained; the device's unsynced edits win and are saved", async () => {
    await writeTabCopy(FLOW, tabCopy, {
      forms: { identity: { idNum: 'C1' }, plan: { amount: 9 } },
      completed: ['identity', 'plan'],
      unsynced: true,
    });
    loadDraft.mockResolvedValue({ forms: { plan: { amount: 1 } }, completed: ['identity'] });
    const { store, run } = open();
    await settle();
    store.dispatch(flowStepSubmitted(FLOW, 'identity', { idNum: 'C1', password: 'pw' }));
    await rest();
    expect(loadDraft).toHaveBeenCalledTimes(1);
    expect(run().forms.plan).toEqual({ amount: 9 });
    expect(run().forms.identity).toEqual({ idNum: 'C1', password: 'pw' });
    expect(run().completed).toEqual(['identity', 'plan']);
    expect(saveDraft.mock.calls.at(-1)?.[0].forms.plan).toEqual({ amount: 9 });
    expect(isDraftUnsynced(run())).toBe(false);
    expect((await readTabCopy(FLOW, 'C1'))?.unsynced).toBe(false);
  });

  it("drops an earlier applicant's forms when another owner obtains the credential", async () => {
    await writeTabCopy(FLOW, tabCopy, {
      forms: { identity: { idNum: 'D1' }, plan: { amount: 7 } },
      completed: [],
      unsynced: true,
    });
    const { store, run } = open();
    await settle();
    await settle();
    expect(run().forms.plan).toEqual({ amount: 7 });
    store.dispatch(flowStepSubmitted(FLOW, 'identity', { idNum: 'E2' }));
    await rest();
    expect(run().forms).toEqual({ identity: { idNum: 'E2' } });
    expect(run().completed).toEqual(['identity']);
  });

  it('records a step sent by saving the draft in the copy, so a reload opens on the next step', async () => {
    const { store } = open();
    await settle();
    store.dispatch(flowStepSubmitted(FLOW, 'identity', { idNum: 'K1' }));
    await rest();
    store.dispatch(flowStepSubmitted(FLOW, 'plan', { amount: 3 }));
    await rest();
    expect((await readTabCopy(FLOW, 'K1'))?.completed).toEqual(['identity', 'plan']);
  });

  it('saves again when the connection comes back', async () => {
    live = true;
    saveDraft.mockRejectedValueOnce(new Error('Network Error'));
    const { store, run } = open();
    await settle();
    store.dispatch(flowStepsDone(FLOW, ['identity'])); // the credential obtained by this run
    store.dispatch(flowFormChanged(FLOW, 'identity', { idNum: 'F1' }));
    await rest();
    expect(run().draftSync.status).toBe('fail');
    expect(isDraftUnsynced(run())).toBe(true);
    expect((await readTabCopy(FLOW, 'F1'))?.unsynced).toBe(true);
    store.dispatch(connectivityChanged(true));
    await settle();
    await settle();
    expect(saveDraft).toHaveBeenCalledTimes(2);
    expect(isDraftUnsynced(run())).toBe(false);
  });

  it("leaves out the values a step's own form refuses (a phone number half typed), keeping the rest", async () => {
    await loadForm('commodityApplicant');
    live = true;
    const { store } = open();
    await settle();
    store.dispatch(flowStepsDone(FLOW, ['identity']));
    store.dispatch(flowFormChanged(FLOW, 'applicant', { name: '王小明', cellPhone: '09' }));
    await rest();
    expect(saveDraft.mock.calls.at(-1)?.[0].forms.applicant).toEqual({ name: '王小明' });
  });

  it('forgets the copy when the flow is sent, and when it starts over', async () => {
    live = true;
    const { store } = open();
    await settle();
    store.dispatch(flowStepSubmitted(FLOW, 'identity', { idNum: 'G1' }));
    await rest();
    expect(await readTabCopy(FLOW, 'G1')).not.toBeNull();
    store.dispatch(flowReset(FLOW));
    await rest();
    expect(await readTabCopy(FLOW, 'G1')).toBeNull();

    store.dispatch(flowStepSubmitted(FLOW, 'identity', { idNum: 'G2' }));
    await rest();
    store.dispatch(flowStepSubmitted(FLOW, 'plan', {}));
    await rest();
    expect(await readTabCopy(FLOW, 'G2')).not.toBeNull();
    store.dispatch(flowStepSubmitted(FLOW, 'applicant', {}));
    await rest();
    expect(await readTabCopy(FLOW, 'G2')).toBeNull();
  });
});
