import type { LineClient } from './line-client';

/**
 * A LINE client for tests (LINE lies outside this machine): logged in to LINE with `token`
 * (null: not logged in), recording the return addresses it was sent to LINE's login page with.
 */
export function fakeLineClient(token: string | null = 'line-token'): LineClient & { sentTo: string[] } {
  const sentTo: string[] = [];
  return {
    sentTo,
    init: () => Promise.resolve(),
    isLoggedIn: () => token !== null,
    login: (redirectUri) => void sentTo.push(redirectUri),
    getAccessToken: () => token,
  };
}
