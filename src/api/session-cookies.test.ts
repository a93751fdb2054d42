import {
  ACCESS_TOKEN_COOKIE,
  AUTH_COOKIE,
  endSession,
  getAccessToken,
  isLoggedIn,
  startSession,
} from './session-cookies';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=${new Date(0).toUTCString()}`;
  }
}

beforeEach(clearCookies);

describe('session cookies (spec §2 guards, §9 cookies)', () => {
  it('is logged out with no cookies', () => {
    expect(getAccessToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('starts a session: the access_token cookie holds the token and the auth cookie marks the login', () => {
    startSession('tok.en/+=value', new Date(Date.now() + 3600_000));
    expect(getAccessToken()).toBe('tok.en/+=value');
    expect(document.cookie).toContain(`${ACCESS_TOKEN_COOKIE}=`);
    expect(document.cookie).toContain(`${AUTH_COOKIE}=1`);
    expect(isLoggedIn()).toBe(true);
  });

  it('accepts the expiry as an ISO string, as the login reply gives it', () => {
    startSession('iso-token', new Date(Date.now() + 60_000).toISOString());
    expect(getAccessToken()).toBe('iso-token');
  });

  it('stores nothing lasting for a token that has already expired', () => {
    startSession('old-token', new Date(Date.now() - 1000));
    expect(getAccessToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
  });

  it('is not logged in with the token cookie alone (the index guard sets only access_token)', () => {
    document.cookie = `${ACCESS_TOKEN_COOKIE}=only-token; Path=/`;
    expect(getAccessToken()).toBe('only-token');
    expect(isLoggedIn()).toBe(false);
  });

  it('ends the session: both cookies are gone', () => {
    startSession('tok', new Date(Date.now() + 3600_000));
    endSession();
    expect(getAccessToken()).toBeNull();
    expect(isLoggedIn()).toBe(false);
    expect(document.cookie).not.toContain(AUTH_COOKIE);
  });

  it('reads the right cookie among others with similar names', () => {
    document.cookie = 'x_access_token=wrong; Path=/';
    startSession('right', new Date(Date.now() + 3600_000));
    expect(getAccessToken()).toBe('right');
  });
});
