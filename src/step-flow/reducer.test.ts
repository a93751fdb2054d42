import { stepFlowsReducer } from './reducer';
import {
  flowDraftRestored,
  flowFormChanged,
  flowFormsReplaced,
  flowLoadStarted,
  flowStepsDone,
  isDraftUnsynced,
  type StepFlowsState,
} from './slice';

const run = (actions: { type: string }[], state: StepFlowsState = {}) =>
  actions.reduce(stepFlowsReducer, state).wizard;

describe('the engine reducer', () => {
  it("keeps what a flow's own saga put in before its first load, and drops another context's", () => {
    const typed = flowFormChanged('wizard', 'plan', { amount: 1 });
    const loading = run([typed, flowLoadStarted('wizard', {}, '{}')]);
    expect(loading.forms).toEqual({ plan: { amount: 1 } });
    const other = run([flowLoadStarted('wizard', { caseId: 2 }, '{"caseId":"2"}')], { wizard: loading });
    expect(other.forms).toEqual({});
  });

  it('counts a restored draft as what the server holds unless it carries edits the server lacks', () => {
    const typed = run([flowFormChanged('wizard', 'plan', { amount: 1 })]);
    expect(isDraftUnsynced(typed)).toBe(true);
    const draft = { forms: { plan: { amount: 2 } }, completed: ['plan'] };
    const inSync = run([flowDraftRestored('wizard', draft, false)], { wizard: typed });
    expect(isDraftUnsynced(inSync)).toBe(false);
    expect(inSync.completed).toEqual(['plan']);
    expect(isDraftUnsynced(run([flowDraftRestored('wizard', draft, true)], { wizard: inSync }))).toBe(true);
  });

  it('replaces the forms for a flow saga without counting it as typing', () => {
    const before = run([flowDraftRestored('wizard', { forms: {}, completed: ['identity'] }, false)]);
    const replaced = run([flowFormsReplaced('wizard', { identity: { idCardNo: 'A123456789' } })], {
      wizard: before,
    });
    expect(replaced.forms).toEqual({ identity: { idCardNo: 'A123456789' } });
    expect(replaced.completed).toEqual(['identity']);
    expect(replaced.draftSync).toEqual(before.draftSync);
    expect(replaced.dirty).toEqual([]);
  });

  it('sets the steps done for a flow saga, leaving the forms and the sync as they are', () => {
    const typed = run([flowFormChanged('wizard', 'plan', { amount: 1 })]);
    const done = run([flowStepsDone('wizard', ['identity', 'plan'])], { wizard: typed });
    expect(done.completed).toEqual(['identity', 'plan']);
    expect(done.forms).toBe(typed.forms);
    expect(done.draftSync).toEqual(typed.draftSync);
  });
});
