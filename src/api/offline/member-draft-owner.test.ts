import { endSession, getDeviceKey, startSession } from '../session-cookies';
import { isAccessTokenValid } from '../v2/auth';
import { memberOwner } from './kept-drafts';
import { memberDraftOwner } from './member-draft-owner';

jest.mock('../v2/auth', () => ({ isAccessTokenValid: jest.fn() }));
const asked = jest.mocked(isAccessTokenValid);
const LATER = new Date(Date.now() + 3600_000).toISOString();

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  endSession();
  asked.mockReset();
  setOnline(true);
});

describe('the owner of a member’s drafts', () => {
  it('is the device key the login gave: the same for the next login’s new token, with no call', async () => {
    startSession('token-of-the-first-session', LATER, 'key-of-ming');
    expect(await memberDraftOwner('token-of-the-first-session')).toBe('member:key-of-ming');
    startSession('token-of-the-next-session', LATER, 'key-of-ming');
    expect(await memberDraftOwner('token-of-the-next-session')).toBe('member:key-of-ming');
    expect(asked).not.toHaveBeenCalled();
  });

  it('is asked of the server once for a session that started without a key (a token link), and kept', async () => {
    startSession('token-from-a-link', LATER);
    asked.mockResolvedValue({ isValid: true, expiresAt: LATER, deviceKey: 'key-of-mei' });
    expect(await memberDraftOwner('token-from-a-link')).toBe('member:key-of-mei');
    expect(await memberDraftOwner('token-from-a-link')).toBe('member:key-of-mei');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(getDeviceKey()).toBe('key-of-mei');
  });

  it('never carries one member’s key into a session started without one', async () => {
    startSession('token-of-ming', LATER, 'key-of-ming');
    startSession('token-of-someone-else', LATER);
    expect(getDeviceKey()).toBeNull();
    asked.mockResolvedValue({ isValid: true, expiresAt: LATER, deviceKey: 'key-of-someone-else' });
    expect(await memberDraftOwner('token-of-someone-else')).toBe('member:key-of-someone-else');
  });

  it('falls back to the token’s hash offline or without an answer, as an older build kept it', async () => {
    startSession('token-offline', LATER);
    setOnline(false);
    expect(await memberDraftOwner('token-offline')).toBe(await memberOwner('token-offline'));
    expect(asked).not.toHaveBeenCalled();
    setOnline(true);
    startSession('token-server-down', LATER);
    asked.mockRejectedValue(new Error('Network Error'));
    expect(await memberDraftOwner('token-server-down')).toBe(await memberOwner('token-server-down'));
    expect(getDeviceKey()).toBeNull();
  });

  it('is gone with the session: a logout removes the key', () => {
    startSession('token-of-ming', LATER, 'key-of-ming');
    endSession();
    expect(getDeviceKey()).toBeNull();
  });
});
