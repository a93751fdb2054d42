import { startSession } from '../api/session-cookies';
import { makeFlowTestStore } from '../store/testing/flow-test-kit';
import { defineFlow, StepRefusal } from './flow-definition';
import { readLocalDraft, saveLocalDraft } from './local-draft';
import { stepFlowSaga } from './saga';
import { flowFormChanged, flowStarted, flowStepSubmitted, selectFlow, type StepFlowsState } from './slice';
import { stepFlowsReducer } from './reducer';
import { answeredSend } from './testing/answered-send';

interface Ctx {
  caseId: number;
}
interface Loaded {
  name: string;
  sent: boolean;
}

const load = jest.fn<Promise<Loaded>, [Ctx]>();
const sendName = jest.fn<Promise<{ result: string } | void>, [unknown]>();

defineFlow<Ctx, Loaded>({
  name: 'testFlow',
  guard: 'member',
  draft: 'local',
  contextOf: (query) => (query.get('caseId') ? { caseId: Number(query.get('caseId')) } : null),
  queryOf: (ctx) => ({ caseId: String(ctx.caseId) }),
  invalidLinkText: '連結無效',
  load: (ctx) => load(ctx),
  steps: [
    {
      key: 'first',
      path: '/t/step1',
      title: '一',
      form: 'f1',
      initialData: (loaded) => ({ name: loaded.name }),
    },
    {
      key: 'second',
      path: '/t/step2',
      title: '二',
      form: 'f2',
      send: answeredSend((input) => sendName(input)),
      derivedData: ({ forms }) => ({ greeting: `${String(forms.first?.name ?? '')}您好` }),
    },
  ],
  finish: { path: '/t/finish', title: '完成' },
});

function setup() {
  const kit = makeFlowTestStore<{ stepFlows: StepFlowsState }>({
    reducers: { stepFlows: stepFlowsReducer },
    saga: stepFlowSaga,
  });
  const flow = () => selectFlow(kit.store.getState(), 'testFlow');
  return { ...kit, flow };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  // A member flow keeps its draft under the member (src/step-flow/local-draft.ts).
  startSession('member-token', undefined, 'device-key-of-the-member');
  load.mockReset().mockResolvedValue({ name: '王大明', sent: false });
  sendName.mockReset().mockResolvedValue({ result: 'ok' });
});

describe('stepFlowSaga', () => {
  it('loads the flow once per context and fills each step from what was loaded', async () => {
    const { store, flow } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ caseId: 7 });
    expect(flow().load.status).toBe('success');
    expect(flow().forms.first).toEqual({ name: '王大明' });

    // Another link is another case: what was typed for case 7 is not carried over.
    store.dispatch(flowFormChanged('testFlow', 'first', { name: '改過' }));
    store.dispatch(flowStarted('testFlow', { caseId: 8 }, 'k8'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(flow().forms.first).toEqual({ name: '王大明' });
  });

  it('shows a load failure with the server message', async () => {
    const { store, flow } = setup();
    load.mockRejectedValue(new Error('boom'));
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    expect(flow().load).toMatchObject({ status: 'fail', message: '資料載入失敗，請稍後再試' });
  });

  it('moves on after a step, keeping the context on the next URL, and finishes after the last', async () => {
    const { store, flow, navigate } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    store.dispatch(flowStepSubmitted('testFlow', 'first', { name: '王大明' }));
    await settle();
    expect(flow().completed).toEqual(['first']);
    expect(navigate).toHaveBeenLastCalledWith('/t/step2?caseId=7');
    expect(await readLocalDraft('testFlow', 'k7')).toEqual({
      forms: { first: { name: '王大明' }, second: { greeting: '王大明您好' } },
      completed: ['first'],
    });

    store.dispatch(flowStepSubmitted('testFlow', 'second', { phone: '0912345678' }));
    await settle();
    expect(sendName).toHaveBeenCalledWith({
      data: { phone: '0912345678' },
      ctx: { caseId: 7 },
      loaded: { name: '王大明', sent: false },
      forms: { first: { name: '王大明' }, second: { phone: '0912345678' } },
    });
    expect(flow()).toMatchObject({ finished: true, result: 'ok', completed: ['first', 'second'] });
    expect(navigate).toHaveBeenLastCalledWith('/t/finish?caseId=7');
    // Sent: this tab's draft is gone.
    expect(await readLocalDraft('testFlow', 'k7')).toBeNull();
  });

  it('keeps the member on the step with the message and field errors when sending fails', async () => {
    const { store, flow, navigate } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    store.dispatch(flowStepSubmitted('testFlow', 'first', {}));
    await settle();
    navigate.mockClear();
    sendName.mockRejectedValue(new Error('offline'));
    store.dispatch(flowStepSubmitted('testFlow', 'second', { phone: 'x' }));
    await settle();
    expect(flow().save).toMatchObject({ status: 'fail', step: 'second', message: '送出失敗，請稍後再試' });
    expect(flow().finished).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the message of a refusal the step itself reads from the reply', async () => {
    const { store, flow } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    store.dispatch(flowStepSubmitted('testFlow', 'first', {}));
    await settle();
    sendName.mockRejectedValue(new StepRefusal('手機號碼已被使用'));
    store.dispatch(flowStepSubmitted('testFlow', 'second', { phone: 'x' }));
    await settle();
    expect(flow().save).toMatchObject({ status: 'fail', message: '手機號碼已被使用' });
  });

  it('sends a double-tapped 下一步 once', async () => {
    const { store } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    store.dispatch(flowStepSubmitted('testFlow', 'first', {}));
    await settle();
    let release: () => void = () => undefined;
    sendName.mockReturnValue(new Promise((resolve) => (release = () => resolve())));
    store.dispatch(flowStepSubmitted('testFlow', 'second', { phone: '1' }));
    store.dispatch(flowStepSubmitted('testFlow', 'second', { phone: '1' }));
    release();
    await settle();
    expect(sendName).toHaveBeenCalledTimes(1);
  });

  it('sets a step’s derived fields from earlier steps on loading and after each send, not as typing', async () => {
    const { store, flow } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    expect(flow().forms.second).toEqual({ greeting: '王大明您好' });
    store.dispatch(flowFormChanged('testFlow', 'second', { greeting: '王大明您好', phone: '09' }));
    store.dispatch(flowStepSubmitted('testFlow', 'first', { name: '林小美' }));
    await settle();
    expect(flow().forms.second).toEqual({ greeting: '林小美您好', phone: '09' });
    expect(flow().dirty).toEqual(['second']);
  });

  it('puts back what this tab typed before a reload, over what the server has', async () => {
    await saveLocalDraft('testFlow', 'k7', { forms: { first: { name: '打到一半' } }, completed: ['first'] });
    const { store, flow } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    expect(flow().forms.first).toEqual({ name: '打到一半' });
    expect(flow().completed).toEqual(['first']);
  });

  it('writes the draft at once when the page is left, before typing has rested', async () => {
    jest.useFakeTimers();
    try {
      const { store } = setup();
      store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
      await jest.runOnlyPendingTimersAsync();
      store.dispatch(flowFormChanged('testFlow', 'first', { name: '王大' }));
      window.dispatchEvent(new Event('pagehide'));
      await jest.advanceTimersByTimeAsync(10);
      expect((await readLocalDraft('testFlow', 'k7'))?.forms.first).toEqual({ name: '王大' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a member’s draft under that member: another member’s session does not read it, the next login does', async () => {
    await saveLocalDraft('testFlow', 'k7', { forms: { first: { name: '打到一半' } }, completed: [] });
    startSession('another-member-token', undefined, 'device-key-of-another-member');
    expect(await readLocalDraft('testFlow', 'k7')).toBeNull();
    // The session ran out (8 h) and the member logged in again: a new token, the same device key.
    startSession('member-token-of-the-next-login', undefined, 'device-key-of-the-member');
    expect((await readLocalDraft('testFlow', 'k7'))?.forms.first).toEqual({ name: '打到一半' });
  });

  it('puts back a draft an older build left in localStorage, and moves it out of there', async () => {
    const old = { forms: { first: { name: '舊版打的' } }, completed: ['first'], savedAt: Date.now() - 1000 };
    localStorage.setItem('fenqi.flow.testFlow.k7', JSON.stringify(old));
    const { store, flow } = setup();
    store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
    await settle();
    expect(flow().forms.first).toEqual({ name: '舊版打的' });
    expect(localStorage.getItem('fenqi.flow.testFlow.k7')).toBeNull();
    expect((await readLocalDraft('testFlow', 'k7'))?.completed).toEqual(['first']);
  });

  it('writes the draft once typing rests', async () => {
    jest.useFakeTimers();
    try {
      const { store } = setup();
      store.dispatch(flowStarted('testFlow', { caseId: 7 }, 'k7'));
      await jest.runOnlyPendingTimersAsync();
      store.dispatch(flowFormChanged('testFlow', 'first', { name: '王' }));
      store.dispatch(flowFormChanged('testFlow', 'first', { name: '王大' }));
      expect(await readLocalDraft('testFlow', 'k7')).toBeNull();
      await jest.advanceTimersByTimeAsync(400);
      expect((await readLocalDraft('testFlow', 'k7'))?.forms.first).toEqual({ name: '王大' });
    } finally {
      jest.useRealTimers();
    }
  });
});
