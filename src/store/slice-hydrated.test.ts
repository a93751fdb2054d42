import { put, takeEvery } from 'redux-saga/effects';
import { createAppStore } from './create-store';
import { sliceHydrated } from './slice-hydrated';

type Counter = { count: number };
const counter = (state: Counter = { count: 0 }, action: { type: string }): Counter =>
  action.type === 'add' ? { count: state.count + 1 } : state;
const seenByList: string[] = [];
const list = (state: string[] = [], action: { type: string }) => {
  seenByList.push(action.type);
  return state;
};

describe('a slice taken over from a page rendered with its data', () => {
  const make = () =>
    createAppStore<{ counter: Counter; list?: string[] }>({
      navigate: () => undefined,
      modules: [{ name: 'counter', reducer: counter }],
      runSagas: false,
    });

  it('replaces the registered slice with the state the page was drawn with, and its reducer goes on from there', () => {
    const { store } = make();
    store.dispatch(sliceHydrated('counter', { count: 41 }));
    expect(store.getState().counter).toEqual({ count: 41 });
    store.dispatch({ type: 'add' });
    expect(store.getState().counter).toEqual({ count: 42 });
  });

  it('leaves a slice that is not registered alone, and the other slices as they were', () => {
    const { store, register } = make();
    store.dispatch(sliceHydrated('list', ['drawn']));
    expect(store.getState()).toEqual({ counter: { count: 0 } });
    register({ name: 'list', reducer: list });
    store.dispatch(sliceHydrated('list', ['drawn']));
    expect(store.getState()).toEqual({ counter: { count: 0 }, list: ['drawn'] });
    expect(seenByList).not.toContain(sliceHydrated('list', []).type);
  });

  it("runs one module's saga on a store whose modules' sagas do not run, until it is cancelled", () => {
    const { store, runSaga } = make();
    const task = runSaga(function* () {
      yield takeEvery('ping', function* () {
        yield put({ type: 'add' });
      });
    });
    store.dispatch({ type: 'ping' });
    expect(store.getState().counter.count).toBe(1);
    task.cancel();
    store.dispatch({ type: 'ping' });
    expect(store.getState().counter.count).toBe(1);
  });
});
