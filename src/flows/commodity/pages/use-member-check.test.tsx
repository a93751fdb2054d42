import { renderHook, waitFor } from '@testing-library/react';
import { createTestMember } from '../../../../tests/api/member-session';
import { isIdNumExistent } from '../../../api/v2/auth';
import { newMemberId, TEST_MEMBER } from '../sagas/testing/saga-test-kit';
import { startBrowserApiServer, type BrowserApiServer } from '../../../../tests/support/browser-api-server';
import { useMemberCheck } from './use-member-check';

/* Step 1's membership check against the real server (was the reference saga's ID check). */

// The real call, watched: which numbers were asked.
jest.mock('../../../api/v2/auth', () => {
  const actual = jest.requireActual<typeof import('../../../api/v2/auth')>('../../../api/v2/auth');
  return { ...actual, isIdNumExistent: jest.fn(actual.isIdNumExistent) };
});
const asked = jest.mocked(isIdNumExistent);

let api: BrowserApiServer;
beforeAll(async () => {
  api = await startBrowserApiServer();
  await createTestMember(api.server.ctx, { idNum: TEST_MEMBER.idCardNo, password: TEST_MEMBER.password });
});
afterAll(() => api.stop());
beforeEach(() => asked.mockClear());

describe('useMemberCheck', () => {
  it('tells a member from a new member by the ID number, ignoring malformed ones', async () => {
    const { result, rerender } = renderHook(({ id }) => useMemberCheck(id, true), {
      initialProps: { id: TEST_MEMBER.idCardNo as string },
    });
    await waitFor(() => expect(result.current.isMember).toBe(true));
    const newcomer = newMemberId();
    rerender({ id: newcomer });
    // The member's answer belongs to the other number: unknown until the newcomer's comes.
    expect(result.current.isMember).toBeUndefined();
    await waitFor(() => expect(result.current.isMember).toBe(false));
    rerender({ id: 'a12' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(result.current.isMember).toBeUndefined();
    expect(asked.mock.calls.map(([id]) => id)).toEqual([TEST_MEMBER.idCardNo, newcomer]);
  });

  it('asks nothing while not wanted, and again when asked', async () => {
    const { result, rerender } = renderHook(({ wanted }) => useMemberCheck(TEST_MEMBER.idCardNo, wanted), {
      initialProps: { wanted: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toHaveBeenCalled();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current.isMember).toBe(true));
    result.current.ask();
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
  });
});
