import { runSaga } from 'redux-saga';
import { connectivityChanged } from './actions';
import { globalUiSaga } from './saga';

describe('connectivity saga', () => {
  it('turns online/offline events into actions and stops listening when cancelled', () => {
    const dispatched: unknown[] = [];
    const target = new EventTarget() as Window;
    const remove = jest.spyOn(target, 'removeEventListener');
    const task = runSaga({ dispatch: (action) => dispatched.push(action) }, globalUiSaga, target);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(dispatched).toEqual([connectivityChanged(false), connectivityChanged(true)]);
    task.cancel();
    expect(remove).toHaveBeenCalledTimes(2);
  });
});
