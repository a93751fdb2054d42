import { runSaga } from 'redux-saga';
import { setCommodityToken, commodityToken } from '../../api/commodity-token';
import { getAccessToken, isLoggedIn, startSession } from '../../api/session-cookies';
import { logout } from '../../api/v2/auth';
import { logoutRequested, logoutSucceeded, sessionChecked, sessionStarted } from './actions';
import { logoutFlow } from './saga';
import { initialSessionState, sessionReducer } from './slice';

jest.mock('../../api/v2/auth', () => ({ logout: jest.fn() }));
const logoutCall = jest.mocked(logout);

async function runLogout() {
  const dispatched: unknown[] = [];
  const navigate = jest.fn();
  await runSaga(
    { dispatch: (action) => dispatched.push(action), context: { navigate } },
    logoutFlow,
  ).toPromise();
  return { dispatched, navigate };
}

describe('logout saga', () => {
  beforeEach(() => {
    startSession('member-token');
    setCommodityToken('commodity-token', new Date(Date.now() + 60_000));
  });

  it('revokes the token, clears every token and goes to /login', async () => {
    logoutCall.mockResolvedValue(undefined);
    const { dispatched, navigate } = await runLogout();
    expect(logoutCall.mock.calls[0][0]?.headers).toMatchObject({ Authorization: 'Bearer member-token' });
    expect(isLoggedIn()).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(commodityToken()).toBeNull();
    expect(dispatched).toEqual([logoutSucceeded()]);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('logs out locally when the server call fails', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    logoutCall.mockRejectedValue(new Error('400 2012'));
    const { dispatched, navigate } = await runLogout();
    expect(isLoggedIn()).toBe(false);
    expect(dispatched).toEqual([logoutSucceeded()]);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});

describe('session reducer', () => {
  it('follows the session actions', () => {
    let state = initialSessionState(false);
    state = sessionReducer(state, sessionStarted());
    expect(state.loggedIn).toBe(true);
    state = sessionReducer(state, logoutRequested());
    expect(state.logout.pending).toBe(true);
    state = sessionReducer(state, logoutSucceeded());
    expect(state).toMatchObject({ loggedIn: false, logout: { status: 'success', pending: false } });
    expect(sessionReducer(state, sessionChecked(false))).toBe(state);
    expect(sessionReducer(state, sessionChecked(true)).loggedIn).toBe(true);
  });
});
