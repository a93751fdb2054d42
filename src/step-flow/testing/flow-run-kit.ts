import { makeFlowTestStore } from '../../store/testing/flow-test-kit';
import type { FlowDefinition } from '../flow-definition';
import { stepFlowSaga } from '../saga';
import { flowStarted, flowStepSubmitted, selectFlow, type StepFlowsState } from '../slice';
import { stepFlowsReducer } from '../reducer';
import type { FormData } from '../flow-definition';

/*
 * Test support (imported by tests only): one flow run on a real store with the engine's real saga,
 * for flow tests against the real server.
 */

/** Waits (up to 5 s) until `done` holds, then asserts it. */
export async function until(done: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(done()).toBe(true);
}

/** A store running `definition`: start it on a link's query, submit steps, read its state. */
export function startFlowRun<Ctx, Loaded>(definition: FlowDefinition<Ctx, Loaded>) {
  const kit = makeFlowTestStore<{ stepFlows: StepFlowsState }>({
    reducers: { stepFlows: stepFlowsReducer },
    saga: stepFlowSaga,
  });
  const run = () => selectFlow(kit.store.getState(), definition.name);
  return {
    ...kit,
    run,
    /** Opens the flow as a page with this link's query does, and waits for its load to end. */
    open: async (query: Record<string, string>) => {
      const params = new URLSearchParams(query);
      kit.store.dispatch(flowStarted(definition.name, definition.contextOf(params), params.toString()));
      await until(() => run().load.status !== 'none' && !run().load.pending);
    },
    /** 下一步 on `step` with `data`, waiting for the send to end. */
    submit: async (step: string, data: FormData) => {
      kit.store.dispatch(flowStepSubmitted(definition.name, step, data));
      await until(() => run().save.step === step && run().save.status !== 'none' && !run().save.pending);
    },
  };
}
