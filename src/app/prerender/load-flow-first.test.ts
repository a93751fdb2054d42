import { defineFlow } from '../../step-flow/flow-definition';
import { stepFlowSaga } from '../../step-flow/saga';
import { selectFlow, type StepFlowsState } from '../../step-flow/slice';
import { stepFlowsReducer } from '../../step-flow/reducer';
import { makeFlowTestStore } from '../../store/testing/flow-test-kit';
import { loadFlowFirst } from './load-flow-first';

interface Loaded {
  plan: string;
}

let answer: (loaded: Loaded) => void = () => undefined;
const load = jest.fn(() => new Promise<Loaded>((resolve) => (answer = resolve)));

defineFlow<{ id: number }, Loaded>({
  name: 'deviceFlow',
  guard: 'guest',
  draft: 'local',
  contextOf: (query) => (query.get('id') ? { id: Number(query.get('id')) } : null),
  queryOf: (ctx) => ({ id: String(ctx.id) }),
  invalidLinkText: '連結無效',
  load,
  steps: [
    { key: 'first', path: '/device/step1', title: '一', form: 'f1' },
    { key: 'second', path: '/device/step2', title: '二', form: 'f2' },
  ],
  finish: { path: '/device/finish', title: '完成' },
});

function setup() {
  const kit = makeFlowTestStore<{ stepFlows: StepFlowsState }>({
    reducers: { stepFlows: stepFlowsReducer },
    saga: stepFlowSaga,
  });
  return { ...kit, run: () => selectFlow(kit.store.getState(), 'deviceFlow') };
}

describe('loadFlowFirst: a page whose flow run is the device’s is taken over once the run is loaded', () => {
  it('resolves once the load has ended, with the state from before it (what the HTML was drawn with)', async () => {
    const { store, run } = setup();
    let resolved = false;
    const drawn = loadFlowFirst(store, '/device/step2', '?id=7').then((state) => {
      resolved = true;
      return state;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledWith({ id: 7 });
    expect(resolved).toBe(false);
    answer({ plan: '手機分期' });
    const before = await drawn;
    expect(run().load.status).toBe('success');
    expect(run().loaded).toEqual({ plan: '手機分期' });
    expect(before && selectFlow(before, 'deviceFlow').load.status).toBe('none');
  });

  it('draws nothing first for a path that is no flow’s step, or a query that names nothing', async () => {
    const { store } = setup();
    await expect(loadFlowFirst(store, '/somewhere', '')).resolves.toBeUndefined();
    await expect(loadFlowFirst(store, '/device/step2', '')).resolves.toBeUndefined();
  });
});
