import { runSaga, stdChannel } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { MAX_RESTARTS, rootSaga, type FlowSaga } from './root-saga';

describe('root saga', () => {
  it('keeps the other flow sagas running when one crashes, restarting it a bounded number of times', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let starts = 0;
    const seen: string[] = [];
    const crashing: FlowSaga = function* () {
      starts += 1;
      yield take('never-mind');
      throw new Error('broken flow');
    };
    const healthy: FlowSaga = function* () {
      while (true) {
        const action: { type: string } = yield take('*');
        seen.push(action.type);
      }
    };
    const channel = stdChannel();
    const task = runSaga({ channel, dispatch: () => undefined }, rootSaga, [
      ['broken', crashing],
      ['healthy', healthy],
    ]);
    const emit = (type: string) => channel.put({ type });
    for (let i = 0; i <= MAX_RESTARTS + 1; i += 1) emit('never-mind');
    emit('still-alive');
    expect(starts).toBe(MAX_RESTARTS + 1);
    expect(seen).toContain('still-alive');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('saga "broken" crashed'), expect.any(Error));
    task.cancel();
    errors.mockRestore();
  });
});
